import Foundation
import Testing

/// `--now` is the time for everything, also for what an app computes in `perform()`: Brew's
/// pickup times follow it.
@Suite struct ClockEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// Times are told in UTC while `--now` is set, whatever the machine's time zone.
  @Test(arguments: [
    ("2026-11-21T09:00:00Z", "9:05 AM", "UTC"),
    ("2026-11-21T15:30:00Z", "3:35 PM", "America/Denver"),
  ])
  func appCodeReadsTheConversationsClock(now: String, ready: String, zone: String) async throws {
    let result = try await sandbox.run(
      ["ask", "order a large latte with brew", "--speaker", "--now", now], input: "yes\n",
      environment: ["TZ": zone])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Order a large Caffè Latte for $5.50?
            Order 1 is in: a large Caffè Latte for $5.50, ready at \(ready).

            """))
  }

  /// A day and a time said in either order, and a part of the day, give the pickup time; the
  /// hour is no count of drinks.
  @Test(arguments: [
    ("for 10 tonight", "at 10:00 PM"), ("for 3pm tomorrow", "tomorrow at 3:00 PM"),
    ("tonight at 10", "at 10:00 PM"), ("for tomorrow morning at 8", "tomorrow at 8:00 AM"),
    ("in half an hour", "at 9:45 AM"),
  ])
  func aPickupTimeIsReadAsSaid(said: String, pickup: String) async throws {
    for surface in [[String](), ["--speaker"]] {
      let result = try await sandbox.run(
        ["ask", "order a large latte \(said) with brew", "--now", "2026-11-21T09:15:00Z"]
          + surface, input: "no\n")
      #expect(
        result.stdout.contains(
          "Order a large Caffè Latte for $5.50, to pick up \(pickup)?\n"), "\(said)")
    }
  }
}
