import Foundation
import ParleyIntents
import Testing

/// Data kept in JSON files: sample content on first use, atomic saves, unreadable files moved
/// aside and reported, a reset back to the samples.
@Suite struct AppDataFileTests {
  private struct Shelf: Codable, Equatable {
    var books: [String]
  }

  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("parley-data-\(UUID().uuidString)")

  private func directory() -> AppDataDirectory {
    AppDataDirectory(url: folder)
  }

  @Test func firstLoadSavesTheSample() throws {
    let file = directory().file(named: "shelf.json", as: Shelf.self)
    #expect(file.load(sample: Shelf(books: ["Emma"])) == Shelf(books: ["Emma"]))
    let kept = try JSONDecoder().decode(Shelf.self, from: Data(contentsOf: file.url))
    #expect(kept == Shelf(books: ["Emma"]))
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func savedValueIsLoadedByALaterRun() throws {
    directory().file(named: "shelf.json", as: Shelf.self).save(
      Shelf(books: ["Emma", "Persuasion"]))
    let later = directory().file(named: "shelf.json", as: Shelf.self)
    #expect(later.load(sample: Shelf(books: [])) == Shelf(books: ["Emma", "Persuasion"]))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names == ["shelf.json"])
    try? FileManager.default.removeItem(at: folder)
  }

  @Test(arguments: [
    ("{\"books\": [", "it is not valid JSON"),
    ("{\"shelves\": 3}", "it does not hold what the app keeps there"),
  ])
  func unreadableFileIsMovedAsideAndReported(content: String, reason: String) throws {
    let data = directory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("shelf.json")
    try Data(content.utf8).write(to: url)
    let file = data.file(named: "shelf.json", as: Shelf.self)
    #expect(file.load(sample: Shelf(books: ["Emma"])) == Shelf(books: ["Emma"]))
    #expect(
      data.takeProblems() == [
        "\(url.path) could not be used (\(reason)); it was moved to shelf.json.unreadable "
          + "and the app starts again from its sample data."
      ])
    let aside = try String(
      contentsOf: folder.appendingPathComponent("shelf.json.unreadable"), encoding: .utf8)
    #expect(aside == content)
    #expect(data.takeProblems().isEmpty)
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func resetDeletesKeptFilesButNotTheOnesMovedAside() throws {
    let data = directory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("nonsense".utf8).write(to: folder.appendingPathComponent("shelf.json"))
    let file = data.file(named: "shelf.json", as: Shelf.self)
    _ = file.load(sample: Shelf(books: ["Emma"]))
    file.save(Shelf(books: ["Emma", "Persuasion"]))
    try data.reset()
    #expect(file.load(sample: Shelf(books: ["Emma"])) == Shelf(books: ["Emma"]))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["shelf.json", "shelf.json.unreadable"])
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func dependenciesReadTheDirectoryTheProgramGives() throws {
    let manager = AppDependencyManager()
    #expect(manager.dataDirectory == nil)
    let data = directory()
    manager.add(dependency: data)
    #expect(manager.dataDirectory === data)
  }
}
