/// What unlocking an intent needs before it may run.
///
/// ```swift
/// static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
/// ```
public enum IntentAuthenticationPolicy: Sendable, Hashable {
  /// The intent runs even when the device is locked.
  case alwaysAllowed
  /// The requesting or the executing device must be unlocked.
  case requiresAuthentication
  /// The device that runs the intent must be unlocked.
  case requiresLocalDeviceAuthentication
}
