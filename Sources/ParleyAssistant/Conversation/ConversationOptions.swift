import Foundation
import ParleyMatcher

/// How a ``Conversation`` behaves: its surface, clock, lock state and patience.
public struct ConversationOptions: Sendable {
  /// Where answers go; the conversation can switch later.
  public var surface: Surface
  /// The clock for relative dates ("tomorrow"); `nil` uses the real clock.
  public var now: Date?
  /// The device passcode asked for before intents that require authentication; `nil` means the
  /// device has no passcode, so a display is always unlocked.
  public var passcode: String?
  /// Whether the session starts unlocked (a speaker refuses intents that require
  /// authentication until it is).
  public var isUnlocked: Bool
  /// Where wrong passcodes are counted towards a lock-out; `nil` counts them in the
  /// conversation alone. Give every conversation on the same data the same one, kept in the
  /// data folder, so a new session (or a new process) sees the lock-out.
  public var passcodeAttempts: PasscodeAttempts?
  /// How many answers one question gets: each unusable answer before the last is followed by
  /// the question again with the reason; after this many unusable answers the request is
  /// dropped. With 3, two mistakes are asked again and the third drops the request.
  public var maximumAttempts: Int
  /// How strictly requests must say a phrase, and whether every parameter is read from them.
  public var matching: MatchingMode
  /// Whether a request stops where `perform()` would run, leaving its resolved values to read
  /// (coverage suites compare them without running the app's code).
  package var stopsBeforePerforming = false

  /// Creates options; every argument has the default a person at a terminal expects.
  public init(
    surface: Surface = .display, now: Date? = nil, passcode: String? = nil,
    isUnlocked: Bool = false, maximumAttempts: Int = 3, matching: MatchingMode = .flexible,
    passcodeAttempts: PasscodeAttempts? = nil
  ) {
    self.passcodeAttempts = passcodeAttempts
    self.matching = matching
    self.surface = surface
    self.now = now
    self.passcode = passcode
    self.isUnlocked = isUnlocked
    self.maximumAttempts = max(1, maximumAttempts)
  }
}
