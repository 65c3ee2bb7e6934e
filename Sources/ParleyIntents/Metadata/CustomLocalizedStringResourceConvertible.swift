/// A type, often an error, that describes itself with a user-facing localized string.
///
/// An error thrown from `perform()` that conforms is shown or spoken with its
/// `localizedStringResource`; any other error gets a generic sentence.
///
/// ```swift
/// struct TrailClosed: Error, CustomLocalizedStringResourceConvertible {
///   var localizedStringResource: LocalizedStringResource { "That trail is closed today." }
/// }
/// ```
public protocol CustomLocalizedStringResourceConvertible {
  /// The user-facing text that describes this value.
  var localizedStringResource: LocalizedStringResource { get }
}
