import Foundation
import ParleyCLI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The apps' data shared by processes that run at once, saves that fail, and files Parley
/// must leave alone: nothing acknowledged is lost, nothing lost is acknowledged.
@Suite struct SharedDataEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  private var folder: URL { sandbox.file("kept") }

  /// Runs `parley chat --speaker` on the sandbox's data in several processes at once, each fed
  /// its own lines; returns each one's standard output.
  private func together(_ inputs: [String]) async throws -> [String] {
    let executable = try #require(ParleyExecutable.url)
    var children: [(ChildProcess, URL)] = []
    for (number, input) in inputs.enumerated() {
      let source = try sandbox.write(input, to: "in-\(number)")
      let output = sandbox.file("out-\(number)")
      try Data().write(to: output)
      let reading = try FileHandle(forReadingFrom: source)
      let writing = try FileHandle(forWritingTo: output)
      children.append(
        (
          try ChildProcess(
            executable.path, arguments: ["chat", "--speaker", "--data", folder.path],
            environment: sandbox.environment, input: reading.fileDescriptor,
            output: writing.fileDescriptor),
          output
        ))
      try reading.close()
      try writing.close()
    }
    var outputs: [String] = []
    for (child, output) in children {
      _ = await child.ended()
      outputs.append(String(decoding: try Data(contentsOf: output), as: UTF8.self))
    }
    return outputs
  }

  private func kept(_ name: String, _ key: String) throws -> [[String: Any]] {
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(object[key] as? [[String: Any]])
  }

  @Test func twoProcessesCreatingNotesAtOnceLoseNone() async throws {
    let rounds = 50
    let inputs = ["A", "B"].map { who in
      (1...rounds).map { "create a note in notes\n\(who)-\($0)\nsome text\n" }.joined()
    }
    let outputs = try await together(inputs)
    for (output, who) in zip(outputs, ["A", "B"]) {
      let created = output.split(separator: "\n").filter { $0.hasPrefix("Created the note") }
      #expect(created.count == rounds, "\(who)")
    }
    let notes = try kept("notes.json", "notes")
    let titles = Set(notes.compactMap { $0["title"] as? String })
    let expected = ["A", "B"].flatMap { who in (1...rounds).map { "\(who)-\($0)" } }
    #expect(expected.filter { !titles.contains($0) } == [])
    let ids = notes.compactMap { $0["id"] as? Int }
    #expect(ids.count == 5 + 2 * rounds)
    #expect(Set(ids).count == ids.count)
  }

  @Test func twoProcessesOrderingAtOnceNeverGetOneNumberTwice() async throws {
    let rounds = 30
    let input = String(repeating: "order a latte with brew\nsmall\nyes\n", count: rounds)
    let outputs = try await together([input, input])
    let numbers = outputs.flatMap { output in
      output.split(separator: "\n").compactMap { line -> Int? in
        guard line.hasPrefix("Order "), line.contains(" is in: ") else { return nil }
        return Int(line.dropFirst("Order ".count).prefix { $0.isNumber })
      }
    }
    #expect(numbers.sorted() == Array(1...(2 * rounds)))
    #expect(try kept("brew.json", "orders").count == 2 * rounds)
  }

  @Test func aNoteSavedByAnotherProcessIsSeenWithoutRestarting() async throws {
    try await create("Packing list")
    let executable = try #require(ParleyExecutable.url)
    let input = Pipe()
    let output = sandbox.file("listing")
    try Data().write(to: output)
    let writing = try FileHandle(forWritingTo: output)
    let child = try ChildProcess(
      executable.path, arguments: ["chat", "--speaker", "--data", folder.path],
      environment: sandbox.environment, input: input.fileHandleForReading.fileDescriptor,
      output: writing.fileDescriptor)
    try input.fileHandleForReading.close()
    try writing.close()
    input.fileHandleForWriting.write(Data("create a note in notes\nFirst\nsocks\n".utf8))
    try await create("Second")
    input.fileHandleForWriting.write(Data("find notes about second in notes\n".utf8))
    try input.fileHandleForWriting.close()
    _ = await child.ended()
    let listing = String(decoding: try Data(contentsOf: output), as: UTF8.self)
    #expect(listing.contains("Second"))
    let titles = try kept("notes.json", "notes").compactMap { $0["title"] as? String }
    #expect(titles.suffix(3).sorted() == ["First", "Packing list", "Second"])
  }

  private func create(_ title: String, fileSizeLimit: Int? = nil) async throws {
    let result = try await sandbox.run(
      ["ask", "create a note in notes", "--speaker", "--data", folder.path],
      bytes: Data("\(title)\nsome text\n".utf8), fileSizeLimit: fileSizeLimit)
    #expect(result.status == 0)
  }

  @Test func aSaveThatFailsIsHeardInsteadOfTheSuccessAndAskExitsOne() async throws {
    try await create("Packing list")
    let before = try Data(contentsOf: folder.appendingPathComponent("notes.json"))
    let result = try await sandbox.run(
      ["ask", "create a note in notes", "--speaker", "--data", folder.path],
      bytes: Data("Milk\ntwo litres\n".utf8), fileSizeLimit: 1)
    #expect(
      result
        == ParleyResult(
          stdout: "What should the note be called?\nWhat should it say?\nI couldn't save the "
            + "note: notes.json would "
            + "be larger than this system allows.\n", status: 1))
    #expect(try Data(contentsOf: folder.appendingPathComponent("notes.json")) == before)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.filter { $0.hasSuffix(".tmp") } == [])
  }

  @Test func aReadOnlyDataFileIsReportedAndLeftAlone() async throws {
    try await create("Packing list")
    let file = folder.appendingPathComponent("notes.json")
    chmod(file.path, 0o444)
    let before = try Data(contentsOf: file)
    let result = try await sandbox.run(
      ["ask", "create a note in notes", "--speaker", "--data", folder.path],
      bytes: Data("Milk\ntwo litres\n".utf8))
    #expect(
      result.stdout
        == "What should the note be called?\nWhat should it say?\nI couldn't save the note: "
        + "\(file.path) is "
        + "read-only, so it is left as it is.\n")
    #expect(result.status == 1)
    #expect(try Data(contentsOf: file) == before)
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(mode as? Int == 0o444)
  }

  @Test func aSymbolicLinkAtTheDataFileIsNotWrittenThrough() async throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let victim = try sandbox.write("{\"orders\": []}", to: "elsewhere.json")
    let link = folder.appendingPathComponent("brew.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
    let result = try await sandbox.run(
      ["ask", "order a latte with brew", "--speaker", "--data", folder.path],
      bytes: Data("small\nyes\n".utf8))
    #expect(
      result.stdout.hasSuffix(
        "I couldn't save your order: \(link.path) is a symbolic link, which is left as it is.\n"))
    #expect(result.status == 1)
    #expect(try sandbox.read("elsewhere.json") == "{\"orders\": []}")
    let kind = try FileManager.default.attributesOfItem(atPath: link.path)[.type]
    #expect(kind as? FileAttributeType == .typeSymbolicLink)
  }

  @Test func theFolderAndFilesAreTheOwnersAlone() async throws {
    try await create("Packing list")
    let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[
      .posixPermissions]
    #expect(folderMode as? Int == 0o700)
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let path = folder.appendingPathComponent(name).path
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
      #expect(mode as? Int == 0o600, "\(name)")
    }
  }

  @Test func temporaryFilesLeftByAKilledProcessAreRemoved() async throws {
    try await create("Packing list")
    for name in [".notes.json.4242.tmp", ".notes.json.k3j9x2.tmp", ".brew.json.17.tmp"] {
      try Data("partial".utf8).write(to: folder.appendingPathComponent(name))
    }
    try await create("Milk")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.filter { $0.hasSuffix(".tmp") } == [])
  }
}
