import Foundation
import ParleyIntents
import Testing

@testable import ParleyAssistant

/// Wrong passcodes counted in the data folder: a lock-out after five, seen by every session on
/// the same data, ended by the clock, lengthened by each further wrong passcode, and started
/// over by the right one. The clock is a test's, so no test waits.
@Suite final class PasscodeAttemptsTests {
  private let folder: URL
  private let clock = TestClock()

  init() {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("parley-attempts-\(UUID().uuidString)")
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Attempts counted in the test's folder, as one process counts them.
  private func attempts() -> PasscodeAttempts {
    let clock = clock
    return PasscodeAttempts(directory: AppDataDirectory(url: folder), clock: { clock.now })
  }

  @Test func fiveWrongPasscodesLockOutForFiveMinutes() {
    let attempts = attempts()
    for _ in 1...4 { attempts.recordFailure() }
    #expect(attempts.lockOutRemaining == nil)
    attempts.recordFailure()
    #expect(attempts.failures == 5)
    #expect(attempts.lockOutRemaining == 300)
    clock.advance(by: 299)
    #expect(attempts.lockOutRemaining == 1)
    clock.advance(by: 1)
    #expect(attempts.lockOutRemaining == nil)
  }

  @Test func anotherSessionOnTheSameDataSeesTheLockOut() {
    let first = attempts()
    for _ in 1...5 { first.recordFailure() }
    clock.advance(by: 60)
    let restarted = attempts()
    #expect(restarted.failures == 5)
    #expect(restarted.lockOutRemaining == 240)
  }

  @Test func eachWrongPasscodeAfterALockOutDoublesTheNextUpToADay() {
    let attempts = attempts()
    for _ in 1...5 { attempts.recordFailure() }
    var lengths: [TimeInterval] = []
    for _ in 1...12 {
      clock.advance(by: attempts.lockOutRemaining ?? 0)
      attempts.recordFailure()
      lengths.append(attempts.lockOutRemaining ?? 0)
    }
    #expect(
      lengths.map { $0 / 60 } == [10, 20, 40, 80, 160, 320, 640, 1280, 1440, 1440, 1440, 1440])
  }

  @Test func theOwnersFirstLockOutDoublesUpToADayOrItself() {
    let clock = clock
    for (first, longest) in [(60.0, 86_400.0), (172_800, 172_800)] {
      let attempts = PasscodeAttempts(directory: nil, firstLockOut: first, clock: { clock.now })
      for _ in 1...5 { attempts.recordFailure() }
      #expect(attempts.lockOutRemaining == first)
      for _ in 1...20 {
        clock.advance(by: attempts.lockOutRemaining ?? 0)
        attempts.recordFailure()
      }
      #expect(attempts.lockOutRemaining == longest)
    }
  }

  @Test func theRightPasscodeStartsTheCountOverForEverySession() {
    let first = attempts()
    for _ in 1...5 { first.recordFailure() }
    clock.advance(by: 300)
    let second = attempts()
    second.recordSuccess()
    #expect(first.failures == 0)
    first.recordFailure()
    #expect(first.lockOutRemaining == nil)
  }

  @Test func theAttemptsAreKeptForTheOwnerAloneAndOutlastStartingTheDataOver() throws {
    let attempts = attempts()
    attempts.recordFailure()
    let file = folder.appendingPathComponent(PasscodeAttempts.fileName)
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(mode as? Int == 0o600)
    try AppDataDirectory(url: folder).reset()
    #expect(self.attempts().failures == 1)
  }

  @Test func withoutAFolderTheAttemptsAreCountedInMemory() {
    let clock = clock
    let attempts = PasscodeAttempts(directory: nil, clock: { clock.now })
    for _ in 1...5 { attempts.recordFailure() }
    #expect(attempts.lockOutRemaining == 300)
    #expect(PasscodeAttempts(directory: nil, clock: { clock.now }).failures == 0)
  }

  @Test func aConversationSaysHowLongTheLockOutLasts() async throws {
    let catalog = try await AppCatalog.load(ConversationTesting.apps)
    let options = ConversationOptions(passcode: "2468", passcodeAttempts: attempts())
    let conversation = Conversation(catalog: catalog, options: options)
    for guess in ["1", "2", "3", "4"] { #expect(!conversation.unlock(passcode: guess)) }
    #expect(conversation.lockedOutText == nil)
    #expect(!conversation.unlock(passcode: "5"))
    #expect(
      conversation.lockedOutText
        == "That's too many wrong passcodes: unlocking is off for the next 5 minutes.")
    clock.advance(by: 240)
    #expect(!conversation.unlock(passcode: "2468"))
    #expect(
      conversation.lockedOutText
        == "That's too many wrong passcodes: unlocking is off for the next minute.")
    clock.advance(by: 59)
    #expect(
      conversation.lockedOutText
        == "That's too many wrong passcodes: unlocking is off for the next second.")
    clock.advance(by: 1)
    #expect(conversation.unlock(passcode: "2468"))
    #expect(conversation.failedUnlocks == 0)
  }

  @Test(arguments: [
    (1.0, "second"), (59.5, "minute"), (60, "minute"), (61, "2 minutes"),
    (7199, "120 minutes"), (7200, "2 hours"), (86_400, "24 hours"),
  ])
  func lengthsAreSaidRoundedUp(seconds: TimeInterval, said: String) {
    #expect(Conversation.spokenLength(seconds) == said)
  }
}

/// A clock a test moves forward.
final class TestClock: @unchecked Sendable {
  private let lock = NSLock()
  private var time = Date(timeIntervalSince1970: 1_800_000_000)

  var now: Date { lock.withLock { time } }

  func advance(by seconds: TimeInterval) {
    lock.withLock { time += seconds }
  }
}
