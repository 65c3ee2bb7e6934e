import Foundation
import Testing

/// A speaker reads the first five options of a longer list with the question; asked how to
/// answer, it reads them all, so an option past the fifth can be heard before it is said.
@Suite struct SpokenOptionsEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
    try sandbox.write(
      """
      @app Scales
      @enum Key: Key
        - C major
        - G major
        - D major
        - F major
        - A minor
        - E minor
        - D minor
      @intent PracticeScales: Practice Scales
        parameter key: Key, ask: Which key?
        phrase: Practice scales in ${applicationName}
        answer: Scales in ${key}.
      """, to: "Scales.phrases")
  }

  @Test func askedHowToAnswerASpeakerReadsEveryOption() async throws {
    let result = try await sandbox.run(
      ["chat", "--speaker", "--phrases", sandbox.file("Scales.phrases").path],
      input: "practice scales in scales\nwhat are my options\nd minor\n")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("C major, G major, D major, F major, A minor, or one of 2 others?"))
    #expect(
      lines.contains(
        "Say one of these: C major, G major, D major, F major, A minor, E minor, or D minor, "
          + "or “cancel” to stop."), "\(result.stdout)")
    #expect(lines.contains("Scales in D minor."))
  }
}
