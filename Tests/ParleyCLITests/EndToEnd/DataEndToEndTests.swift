import Foundation
import ParleyCLI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The apps' data kept between runs: where it goes, `--fresh`, `:reset`, unreadable files, and
/// saves that survive a kill at any moment.
@Suite struct DataEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  private var defaultFolder: URL {
    sandbox.home.appendingPathComponent(".local/share/parley")
  }

  private func favorites(_ options: [String] = []) async throws -> String {
    try await sandbox.run(["ask", "show my favorite trails in trails", "--speaker"] + options)
      .stdout
  }

  private let allThree =
    "Favorites. Bear Creek Trail, 12.9 km, Boulder, Colorado. Cedar Falls, 6.4 km, Springfield, "
    + "Oregon. Alpine Loop, 15.2 km, Banff, Alberta.\nTo open Trails, continue on your iPhone.\n"
  private let withoutBearCreek =
    "Favorites. Cedar Falls, 6.4 km, Springfield, Oregon. Alpine Loop, 15.2 km, Banff, Alberta."
    + "\nTo open Trails, continue on your iPhone.\n"

  private func removeBearCreek(_ options: [String] = []) async throws {
    let removed = try await sandbox.run(
      ["ask", "remove bear creek from my favorites in trails"] + options,
      input: "yes\n")
    #expect(removed.status == 0)
  }

  @Test func aChangeIsKeptForTheNextRunUntilFresh() async throws {
    try await removeBearCreek()
    #expect(try await favorites() == withoutBearCreek)
    #expect(FileManager.default.fileExists(atPath: defaultFolder.path + "/trails.json"))
    #expect(try await favorites(["--fresh"]) == allThree)
    #expect(try await favorites() == allThree)
  }

  @Test func dataOptionAndEnvironmentChooseTheFolder() async throws {
    let chosen = sandbox.file("data")
    try await removeBearCreek(["--data", chosen.path])
    #expect(try await favorites() == allThree)
    #expect(try await favorites(["--data", chosen.path]) == withoutBearCreek)
    let viaEnvironment = try await sandbox.run(
      ["ask", "show my favorite trails in trails", "--speaker"],
      environment: ["PARLEY_DATA_DIR": chosen.path])
    #expect(viaEnvironment.stdout == withoutBearCreek)
  }

  @Test func resetStartsOverFromTheSamples() async throws {
    try await removeBearCreek()
    let result = try await sandbox.run(
      ["chat", "--speaker"], input: ":reset\nshow my favorite trails in trails\n")
    #expect(
      result.stdout == "The apps' data starts over from their sample content.\n" + allThree)
  }

  @Test func unreadableFileIsReportedAndMovedAside() async throws {
    try FileManager.default.createDirectory(at: defaultFolder, withIntermediateDirectories: true)
    let file = defaultFolder.appendingPathComponent("trails.json")
    try Data("{\"favoriteIDs\": [1,".utf8).write(to: file)
    let result = try await sandbox.run(["ask", "show my favorite trails in trails", "--speaker"])
    #expect(result.stdout == allThree)
    #expect(
      result.stderr
        == "parley: \(file.path) could not be used (it is not valid JSON); it was moved to "
        + "trails.json.unreadable and the app starts again from its sample data.\n")
    let aside = try String(
      contentsOf: defaultFolder.appendingPathComponent("trails.json.unreadable"), encoding: .utf8)
    #expect(aside == "{\"favoriteIDs\": [1,")
  }

  /// Kills `parley` again and again while it places orders and saves after each one; every time
  /// the file holds a whole state, old or new: as many orders as before or more. The temporary
  /// files the kills leave are gone after the last run.
  @Test func aKillNeverLeavesATornFile() async throws {
    let executable = try #require(ParleyExecutable.url)
    let folder = sandbox.file("kept")
    let file = folder.appendingPathComponent("brew.json")
    let order = "order a latte with brew\nsmall\nyes\n"
    var generator = SystemRandomNumberGenerator()
    var orders = 0
    for round in 0..<25 {
      let input = Pipe()
      let child = try ChildProcess(
        executable.path, arguments: ["chat", "--speaker", "--data", folder.path],
        environment: sandbox.environment, input: input.fileHandleForReading.fileDescriptor)
      try input.fileHandleForReading.close()
      input.fileHandleForWriting.write(Data(String(repeating: order, count: 400).utf8))
      let last = round == 24
      if last {
        try input.fileHandleForWriting.close()
      } else {
        usleep(UInt32.random(in: 20_000...300_000, using: &generator))
        child.send(SIGKILL)
      }
      child.wait()
      if !last { try input.fileHandleForWriting.close() }
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      let data = try Data(contentsOf: file)
      let kept = try #require(
        try JSONSerialization.jsonObject(with: data) as? [String: Any], "round \(round)")
      let count = try #require(kept["orders"] as? [Any], "round \(round)").count
      #expect(count >= orders, "round \(round)")
      orders = count
    }
    #expect(orders >= 400)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasSuffix(".json") }
    #expect(leftovers == [])
  }
}
