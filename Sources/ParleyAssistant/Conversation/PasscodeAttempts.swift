import Foundation
import ParleyIntents

/// Wrong passcodes given in a row, and how long unlocking is locked out after too many: kept in
/// the apps' data folder, so every session on it (a restarted `parley`, a second terminal, a
/// script) counts the same attempts and sees the same lock-out.
///
/// After ``limit`` wrong passcodes in a row no passcode is taken, the right one neither, for
/// the first lock-out (``defaultLockOut`` unless the owner chose another); each further wrong
/// one once the lock-out is over locks out for twice as long as the last, up to
/// ``longestLockOut`` (or the first, when that is longer). The right passcode starts the count
/// over.
///
/// The count and the end of the lock-out are kept in the file `passcode-attempts` of the folder
/// (JSON, mode 0600), changed under the folder's lock and saved atomically as the apps' data is;
/// starting the data over (`--fresh`, `:reset`) leaves it. When it cannot be saved (a full
/// disk), the attempts are counted in memory for the rest of the process. Without a folder they
/// are counted in memory only.
///
/// The clock is passed in, so a lock-out can be seen to end without waiting for it:
///
/// ```swift
/// var now = Date(timeIntervalSince1970: 0)
/// let attempts = PasscodeAttempts(directory: nil, clock: { now })
/// for _ in 1...5 { attempts.recordFailure() }
/// attempts.lockOutRemaining  // 300.0
/// now += 300
/// attempts.lockOutRemaining  // nil
/// ```
public final class PasscodeAttempts: @unchecked Sendable {
  /// How many wrong passcodes in a row lock unlocking out.
  public static let limit = 5
  /// How long the first lock-out lasts, in seconds, unless the owner chose another.
  public static let defaultLockOut: TimeInterval = 5 * 60
  /// The longest a lock-out lasts, in seconds, however many wrong passcodes came before.
  public static let longestLockOut: TimeInterval = 24 * 60 * 60
  /// The name of the file in the data folder that keeps the attempts.
  public static let fileName = "passcode-attempts"

  private let kept: KeptValue<Record>
  private let clock: @Sendable () -> Date
  private let firstLockOut: TimeInterval
  private let lock = NSLock()
  /// The attempts as this process counted them, once a change to them could not be saved.
  private var unsaved: Record?

  /// Counts attempts in `directory`'s file, or in memory when `directory` is `nil`.
  ///
  /// - Parameters:
  ///   - directory: The apps' data folder.
  ///   - firstLockOut: How many seconds the first lock-out lasts.
  ///   - clock: The time now; the real clock unless a test gives another.
  public init(
    directory: AppDataDirectory?, firstLockOut: TimeInterval = defaultLockOut,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) {
    kept = KeptValue(Record(), file: directory?.file(named: Self.fileName, as: Record.self))
    self.firstLockOut = max(1, firstLockOut)
    self.clock = clock
  }

  /// How many wrong passcodes were given in a row, in any session on the same data.
  public var failures: Int { current.failures }

  /// How many seconds unlocking stays locked out; `nil` when a passcode may be given now.
  public var lockOutRemaining: TimeInterval? {
    guard let until = current.lockedUntil else { return nil }
    let remaining = until.timeIntervalSince(clock())
    return remaining > 0 ? min(remaining, longest) : nil
  }

  /// Counts a wrong passcode, locking out once there were ``limit`` in a row.
  public func recordFailure() {
    let now = clock()
    change { [firstLockOut, longest] in
      $0.fail(at: now, firstLockOut: firstLockOut, longest: longest)
    }
  }

  /// The longest a lock-out lasts.
  private var longest: TimeInterval { max(firstLockOut, Self.longestLockOut) }

  /// Starts the count over: the right passcode was given.
  public func recordSuccess() {
    change { $0 = Record() }
  }

  /// The attempts as kept, or as this process counted them when that is more.
  private var current: Record {
    let value = kept.value
    return lock.withLock { unsaved.map { value.merged(with: $0) } ?? value }
  }

  private func change(_ body: (inout Record) -> Void) {
    lock.withLock {
      do {
        try kept.change(saving: "the passcode attempts") { record in
          if let unsaved { record = record.merged(with: unsaved) }
          body(&record)
        }
        unsaved = nil
      } catch {
        var record = kept.value
        if let unsaved { record = record.merged(with: unsaved) }
        body(&record)
        unsaved = record
      }
    }
  }

  /// The attempts as the file keeps them.
  struct Record: Codable, Sendable, Equatable {
    /// How many times a lock-out doubles at most before it is capped at the longest: enough to
    /// pass any longest lock-out from any first one (2²⁰ times five minutes is years), few
    /// enough that the arithmetic never overflows however many guesses are counted.
    static let mostDoublings = 20.0

    var failures = 0
    var lockedUntil: Date?

    mutating func fail(at now: Date, firstLockOut: TimeInterval, longest: TimeInterval) {
      failures += 1
      guard failures >= PasscodeAttempts.limit else { return }
      let doublings = min(Double(failures - PasscodeAttempts.limit), Self.mostDoublings)
      lockedUntil = now.addingTimeInterval(min(firstLockOut * pow(2, doublings), longest))
    }

    /// The more cautious of two counts: the more failures, the later lock-out.
    func merged(with other: Record) -> Record {
      let until = [lockedUntil, other.lockedUntil].compactMap { $0 }.max()
      return Record(failures: max(failures, other.failures), lockedUntil: until)
    }
  }
}
