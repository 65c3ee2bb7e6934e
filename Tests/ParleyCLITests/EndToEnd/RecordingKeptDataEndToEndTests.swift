import Foundation
import Testing

/// A recording made after the kept data changed replays, since it starts from the sample data
/// `parley test` replays on, and the kept data is left as it was.
@Suite struct RecordingKeptDataEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aRecordingOnChangedDataStartsFromTheSampleDataAndReplays() async throws {
    let order = ["order a latte with brew", "small", "yes"]
    let first = try await sandbox.chat(lines: order, arguments: ["--speaker"])
    #expect(first.stdout.contains("Order 1 is in"))
    let recording = try await sandbox.chat(
      lines: [":record brew.transcript"] + order + [":stop"] + order, arguments: ["--speaker"])
    #expect(
      recording.stdout.contains(
        "The recording starts from the apps' sample data, as a transcript is replayed; the data "
          + "kept between runs is left as it is until :stop.\n"))
    let numbers = recording.stdout.split(separator: "\n").filter { $0.hasPrefix("Order ") }
      .map { $0.prefix(while: { $0 != ":" }) }
    #expect(
      numbers == [
        "Order a small Caffè Latte for $4.50?", "Order 1 is in",
        "Order a small Caffè Latte for $4.50?", "Order 2 is in",
      ])
    let replay = try await sandbox.run(["test", "brew.transcript", "--app", "Brew"])
    #expect(replay.status == 0)
    #expect(replay.stdout.contains("\nbrew.transcript: 1 of 1 conversations replayed exactly\n"))
  }
}
