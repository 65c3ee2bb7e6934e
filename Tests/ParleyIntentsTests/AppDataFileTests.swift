import Foundation
import ParleyIntents
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Data kept in JSON files: sample content on first use, atomic saves, changes made to the
/// latest content, unreadable files moved aside and reported, files that must be left alone, a
/// reset back to the samples.
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
    try directory().file(named: "shelf.json", as: Shelf.self).save(
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
    try file.save(Shelf(books: ["Emma", "Persuasion"]))
    try data.reset()
    #expect(file.load(sample: Shelf(books: ["Emma"])) == Shelf(books: ["Emma"]))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["shelf.json", "shelf.json.unreadable"])
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func aChangeIsMadeToWhatAnotherProgramSavedSinceThisOneRead() throws {
    let mine = directory().file(named: "shelf.json", as: Shelf.self)
    let theirs = directory().file(named: "shelf.json", as: Shelf.self)
    #expect(mine.load(sample: Shelf(books: ["Emma"])) == Shelf(books: ["Emma"]))
    try theirs.update(sample: Shelf(books: [])) { $0.books.append("Persuasion") }
    let count = try mine.update(sample: Shelf(books: [])) { shelf in
      shelf.books.append("Mansfield Park")
      return shelf.books.count
    }
    #expect(count == 3)
    #expect(
      theirs.load(sample: Shelf(books: []))
        == Shelf(books: ["Emma", "Persuasion", "Mansfield Park"]))
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func aChangeThatThrowsLeavesTheFileAsItWas() throws {
    struct Refused: Error {}
    let file = directory().file(named: "shelf.json", as: Shelf.self)
    _ = file.load(sample: Shelf(books: ["Emma"]))
    #expect(throws: Refused.self) {
      try file.update(sample: Shelf(books: [])) { shelf in
        shelf.books.removeAll()
        throw Refused()
      }
    }
    #expect(
      directory().file(named: "shelf.json", as: Shelf.self).load(sample: Shelf(books: []))
        == Shelf(books: ["Emma"]))
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func aKeptValueChangedWithoutAFileStaysInMemoryAndRollsBack() throws {
    struct Refused: Error {}
    let kept = KeptValue(Shelf(books: ["Emma"]))
    try kept.change { $0.books.append("Persuasion") }
    #expect(throws: Refused.self) {
      try kept.change { shelf in
        shelf.books.removeAll()
        throw Refused()
      }
    }
    #expect(kept.value == Shelf(books: ["Emma", "Persuasion"]))
  }

  @Test(arguments: [false, true])
  func readingTheValueInsideItsOwnChangeStopsTheProgram(kept inFile: Bool) async {
    // The folder is named here, so that it is removed here: the process that stops cannot.
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("parley-misuse-\(UUID().uuidString)").path
    await #expect(processExitsWith: .failure) { [inFile, path = path as String] in
      let folder = URL(fileURLWithPath: path)
      let file = AppDataDirectory(url: folder).file(named: "count.json", as: Int.self)
      let kept = KeptValue(1, file: inFile ? file : nil)
      try? kept.change { count in count = kept.value + 1 }
    }
    try? FileManager.default.removeItem(atPath: path)
  }

  /// A lock taken twice would hang here for ever; the limit turns that into a failure, and is
  /// long enough that a loaded machine never reaches it.
  @Test(.timeLimit(.minutes(10)))
  func anotherFileOfTheFolderCanBeReadAndChangedInsideAChange() throws {
    let shelf = KeptValue(Shelf(books: ["Emma"]), file: directory().file(named: "shelf.json"))
    let count = KeptValue(0, file: directory().file(named: "count.json", as: Int.self))
    try shelf.change { shelf in
      shelf.books.append("Book \(count.value + 1)")
      try count.change { $0 += 1 }
    }
    #expect(shelf.value == Shelf(books: ["Emma", "Book 1"]))
    #expect(count.value == 1)
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func aReadOnlyFileIsNotSavedOver() throws {
    let file = directory().file(named: "shelf.json", as: Shelf.self)
    let kept = KeptValue(Shelf(books: ["Emma"]), file: file)
    chmod(file.url.path, 0o400)
    #expect {
      try kept.change(saving: "your shelf") { $0.books.append("Persuasion") }
    } throws: { error in
      (error as? AppDataError)?.localizedStringResource.defaultValue
        == "I couldn't save your shelf: \(file.url.path) is read-only, so it is left as it is."
    }
    #expect(kept.value == Shelf(books: ["Emma"]))
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func aSymbolicLinkPlantedWhereATemporaryFileWouldGoIsNotFollowed() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let victim = folder.appendingPathComponent("victim")
    try Data("untouched".utf8).write(to: victim)
    for name in [".shelf.json.\(getpid()).tmp", ".shelf.json.tmp", "shelf.json.tmp"] {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name), withDestinationURL: victim)
    }
    try directory().file(named: "shelf.json", as: Shelf.self).save(Shelf(books: ["Emma"]))
    #expect(try String(contentsOf: victim, encoding: .utf8) == "untouched")
    let mode = try FileManager.default.attributesOfItem(
      atPath: folder.appendingPathComponent("shelf.json").path)[.posixPermissions]
    #expect(mode as? Int == 0o600)
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func aSaveThatFailsSaysWhy() {
    let error = AppDataError(url: URL(fileURLWithPath: "/data/brew.json"), code: ENOSPC)
    #expect(
      error.saving("your order").localizedStringResource.defaultValue
        == "I couldn't save your order: the disk is full.")
  }

  @Test func dependenciesReadTheDirectoryTheProgramGives() throws {
    let manager = AppDependencyManager()
    #expect(manager.dataDirectory == nil)
    let data = directory()
    manager.add(dependency: data)
    #expect(manager.dataDirectory === data)
  }
}
