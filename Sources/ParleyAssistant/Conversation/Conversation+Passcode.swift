/// The device passcode: unlocking, the answer to "What's your passcode?", and the lock-out
/// after too many wrong ones.
///
/// Wrong passcodes are counted in a row across the session, whether given to ``unlock(passcode:)``
/// (`:unlock`) or when asked; after ``unlockAttemptLimit`` of them every passcode is refused,
/// the right one too, for the rest of the session, and the person is told so. The program
/// slows guessing down further by waiting after each wrong one (see ``delayAfterFailedUnlock``).
extension Conversation {
  /// How many wrong passcodes in a row lock unlocking out for the rest of the session.
  public static let unlockAttemptLimit = 5

  /// What the person hears when unlocking is locked out.
  public static let lockedOutText =
    "That's too many wrong passcodes: unlocking is off for the rest of this session."

  /// Whether too many wrong passcodes were given: no passcode unlocks any more.
  public var isLockedOut: Bool {
    failedUnlocks >= Self.unlockAttemptLimit
  }

  /// How many seconds to wait before taking another passcode: none after the first two wrong
  /// ones, then 1, 2, 4… seconds; none once unlocking is locked out, as no passcode is taken.
  public var delayAfterFailedUnlock: Int {
    guard failedUnlocks >= 3, !isLockedOut else { return 0 }
    return 1 << (failedUnlocks - 3)
  }

  /// Sets the passcode-protected lock state, as unlocking the device does.
  ///
  /// A wrong passcode counts towards the lock-out; the right one starts the count over.
  ///
  /// - Returns: Whether `passcode` was right (always, when no passcode is set); never once
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
    dialog.failedUnlocks = isUnlocked ? 0 : failedUnlocks + 1
    return isUnlocked
  }

  func answerPasscode(_ text: String, attempts: Int) async -> Reply {
    if isLockedOut {
      return finish([.dialog(Self.lockedOutText)], .failed)
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
    if isLockedOut {
      return finish([.dialog(Self.lockedOutText)], .failed)
    }
    guard attempts + 1 < options.maximumAttempts else {
      return finish([.dialog("That passcode isn't right, so I can't do that.")], .failed)
    }
    return ask(
      [.dialog("That passcode isn't right. Try again.")], state: .passcode(attempts: attempts + 1))
  }
}
