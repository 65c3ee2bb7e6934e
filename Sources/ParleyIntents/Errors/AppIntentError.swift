/// An error with a user-facing description, and the predefined errors intents throw.
///
/// ```swift
/// throw AppIntentError(description: "That trail is closed today.")
/// throw AppIntentError.Unrecoverable.entityNotFound
/// ```
public struct AppIntentError: Error, CustomLocalizedStringResourceConvertible, Sendable {
  /// The user-facing description.
  public let localizedStringResource: LocalizedStringResource
  /// For `needsToContinueInForegroundError`: what to ask before the app opens.
  package let foreground: ForegroundContinuation?

  /// Creates an error with a user-facing description.
  ///
  /// - Parameter description: What went wrong, as a sentence for the user.
  public init(description: LocalizedStringResource) {
    localizedStringResource = description
    foreground = nil
  }

  init(foreground: ForegroundContinuation) {
    localizedStringResource = "This needs to continue in the app."
    self.foreground = foreground
  }

  /// Errors the user can fix by granting a permission.
  public enum PermissionRequired: Error, CustomLocalizedStringResourceConvertible, Sendable {
    /// Location access is needed.
    case location
    /// Contacts access is needed.
    case contacts

    /// The user-facing description.
    public var localizedStringResource: LocalizedStringResource {
      switch self {
      case .location: return "The app needs permission to use your location."
      case .contacts: return "The app needs permission to use your contacts."
      }
    }
  }

  /// Errors the user can fix by acting in the app.
  public enum UserActionRequired: Error, CustomLocalizedStringResourceConvertible, Sendable {
    /// The user must sign in.
    case signin
    /// The user must confirm.
    case confirmation

    /// The user-facing description.
    public var localizedStringResource: LocalizedStringResource {
      switch self {
      case .signin: return "You need to sign in to the app first."
      case .confirmation: return "This needs your confirmation."
      }
    }
  }

  /// Errors nothing can fix.
  public enum Unrecoverable: Error, CustomLocalizedStringResourceConvertible, Sendable {
    /// Something unknown went wrong.
    case unknown
    /// The requested item no longer exists.
    case entityNotFound
    /// The feature is not available now.
    case featureCurrentlyRestricted
    /// The device does not support the action.
    case unsupportedOnDevice

    /// The user-facing description.
    public var localizedStringResource: LocalizedStringResource {
      switch self {
      case .unknown: return "An unknown error occurred."
      case .entityNotFound: return "The item could not be found."
      case .featureCurrentlyRestricted: return "This feature is not available right now."
      case .unsupportedOnDevice: return "This isn't supported on this device."
      }
    }
  }
}

/// Returns the sentence a user reads for an error thrown while performing an intent: its own
/// description when it has one (a `CustomLocalizedStringResourceConvertible`'s resource, a
/// `LocalizedError`'s `errorDescription`), else a generic sentence naming the intent.
///
/// ```swift
/// userFacingMessage(for: SomeError(), intentTitle: "Get Trail Info")
/// // "The action “Get Trail Info” could not run because an unknown error occurred."
/// ```
///
/// - Parameters:
///   - error: The error.
///   - intentTitle: The intent's title.
/// - Returns: The sentence.
package func userFacingMessage(
  for error: any Error, intentTitle: String, tables: [String: [String: String]] = [:]
) -> String {
  if let convertible = error as? any CustomLocalizedStringResourceConvertible {
    return convertible.localizedStringResource.localized(in: tables)
  }
  if let described = (error as? any LocalizedError)?.errorDescription { return described }
  if let declined = error as? ConfirmationDeclinedError { return declined.message }
  if let unavailable = error as? IntentRequestUnavailableError { return unavailable.message }
  return "The action “\(intentTitle)” could not run because an unknown error occurred."
}
