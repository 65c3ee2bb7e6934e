import Foundation

/// The device passcode: unlocking, the answer to "What's your passcode?", and the lock-out
/// after too many wrong ones.
///
/// Wrong passcodes are counted in a row by ``passcodeAttempts``, whether given to
/// ``unlock(passcode:)`` (`:unlock`) or when asked; after ``PasscodeAttempts/limit`` of them
/// every passcode is refused, the right one too, until the lock-out is over, and the person is
/// told how long that is. Kept in the data folder, the count and the lock-out hold for every
/// session on the same data, a restarted one too.
extension Conversation {
  /// Whether too many wrong passcodes were given: no passcode unlocks until the lock-out ends.
  public var isLockedOut: Bool {
    passcodeAttempts.lockOutRemaining != nil
  }

  /// What the person hears while unlocking is locked out, with how long is left;
  /// `nil` when it is not.
  ///
  /// ```swift
  /// conversation.lockedOutText
  /// // "That's too many wrong passcodes: unlocking is off for the next 5 minutes."
  /// ```
  public var lockedOutText: String? {
    passcodeAttempts.lockOutRemaining.map {
      "That's too many wrong passcodes: unlocking is off for the next \(Self.spokenLength($0))."
    }
  }

  /// A length of time as said: seconds under a minute, minutes under two hours, else hours;
  /// rounded up, so what is left is never said as less than it is.
  static func spokenLength(_ seconds: TimeInterval) -> String {
    let whole = Int(seconds.rounded(.up))
    let (count, unit) =
      switch whole {
      case ..<60: (whole, "second")
      case ..<7200: ((whole + 59) / 60, "minute")
      default: ((whole + 3599) / 3600, "hour")
      }
    return count == 1 ? unit : "\(count) \(unit)s"
  }

  /// How many wrong passcodes were given in a row, in this session or another on the same data.
  public var failedUnlocks: Int {
    passcodeAttempts.failures
  }

  /// Sets the passcode-protected lock state, as unlocking the device does.
  ///
  /// A wrong passcode counts towards the lock-out; the right one starts the count over.
  ///
  /// - Returns: Whether `passcode` was right (always, when no passcode is set); never while
  ///   unlocking is locked out.
  @discardableResult
  public func unlock(passcode: String?) -> Bool {
    guard let expected = options.passcode else {
      dialog.isUnlocked = true
      return true
    }
    guard !isLockedOut else {
      dialog.isUnlocked = false
      return false
    }
    dialog.isUnlocked = passcode == expected
    if isUnlocked {
      passcodeAttempts.recordSuccess()
    } else {
      passcodeAttempts.recordFailure()
    }
    return isUnlocked
  }

  func answerPasscode(_ text: String, attempts: Int) async -> Reply {
    if let lockedOutText {
      return finish([.dialog(lockedOutText)], .failed)
    }
    if text == options.passcode, unlock(passcode: text) {
      return await proceed()
    }
    // A request for an app is not a mistyped passcode: it starts as it would mid-question.
    if let side = await sideRequest(in: text) {
      return await carryOut(side, said: text)
    }
    if Self.asksHowToAnswer(text) {
      return ask(
        [.dialog("Type your device's passcode, or “cancel” to stop.")],
        state: .passcode(attempts: attempts))
    }
    unlock(passcode: text)
    if let lockedOutText {
      return finish([.dialog(lockedOutText)], .failed)
    }
    guard attempts + 1 < options.maximumAttempts else {
      return finish([.dialog("That passcode isn't right, so I can't do that.")], .failed)
    }
    return ask(
      [.dialog("That passcode isn't right. Try again.")], state: .passcode(attempts: attempts + 1))
  }
}
