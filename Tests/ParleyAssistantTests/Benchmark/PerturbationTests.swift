import Testing

@testable import ParleyAssistant

@Suite struct PerturbationTests {
  @Test func aTypoChangesOneWordByOneEdit() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<50 {
      let text = "wake me up at seven tomorrow"
      let changed = Perturbation.typo.apply(to: text, using: &random)
      let before = text.split(separator: " ")
      let after = changed.split(separator: " ")
      #expect(before.count == after.count)
      let differing = zip(before, after).filter { $0 != $1 }
      #expect(differing.count == 1)
      for (old, new) in differing { #expect(abs(old.count - new.count) <= 1) }
    }
  }

  @Test func dropAndInsertChangeTheWordCountByOne() {
    var random = SeededGenerator(seed: 3)
    let text = "turn on the kitchen lights"
    #expect(Perturbation.drop.apply(to: text, using: &random).split(separator: " ").count == 4)
    let inserted = Perturbation.insert.apply(to: text, unrelated: ["banana"], using: &random)
    #expect(inserted.split(separator: " ").count == 6)
    #expect(inserted.contains("banana"))
  }

  @Test func leavesWhatItCannotChange() {
    var random = SeededGenerator(seed: 1)
    #expect(Perturbation.drop.apply(to: "hello", using: &random) == "hello")
    #expect(Perturbation.typo.apply(to: "hi yo", using: &random) == "hi yo")
    #expect(Perturbation.insert.apply(to: "hello", using: &random) == "hello")
  }

  @Test func theSameSeedGivesTheSameChanges() {
    var first = SeededGenerator(seed: 11)
    var second = SeededGenerator(seed: 11)
    let text = "what is the weather like in paris"
    #expect(
      Perturbation.typo.apply(to: text, using: &first)
        == Perturbation.typo.apply(to: text, using: &second))
  }
}
