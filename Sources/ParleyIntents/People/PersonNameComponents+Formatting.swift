import Foundation

#if !canImport(Darwin)
  // Foundation on Linux has no person-name formatting; this is the part of Apple's that
  // dialogs use, in English name order.
  extension PersonNameComponents {
    /// How a name is written: `name.formatted(.name(style: .short))`.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
      /// How much of a name is written.
      public enum Style: Int, Codable, Hashable, Sendable {
        /// The nickname, else the given name: "Annie".
        case short
        /// The given and family names: "Ana Lopez".
        case medium
        /// Every part: "Dr. Ana Maria Lopez Jr.".
        case long
        /// The initials: "AL".
        case abbreviated
      }

      /// How much of a name is written.
      public var style: Style

      /// Creates a style; `.medium` unless told.
      public init(style: Style = .medium) {
        self.style = style
      }

      /// Writes `value` in the style.
      ///
      /// ```swift
      /// PersonNameComponents.FormatStyle(style: .long).format(name)  // "Dr. Ana Lopez"
      /// ```
      public func format(_ value: PersonNameComponents) -> String {
        let given = value.givenName
        let family = value.familyName
        switch style {
        case .short:
          return value.nickname ?? given ?? family ?? ""
        case .medium:
          let parts = [given, family].compactMap { $0 }
          return parts.isEmpty ? value.nickname ?? "" : parts.joined(separator: " ")
        case .long:
          return [value.namePrefix, given, value.middleName, family, value.nameSuffix]
            .compactMap { $0 }.joined(separator: " ")
        case .abbreviated:
          return [given, family].compactMap { $0?.first.map(String.init) }.joined()
        }
      }
    }

    /// The name written in full as people usually write it: "Ana Lopez".
    public func formatted() -> String {
      FormatStyle().format(self)
    }

    /// The name written in `style`: `name.formatted(.name(style: .short))` is "Annie".
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == PersonNameComponents {
      style.format(self)
    }
  }

  extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A name written in `style`: `.name(style: .short)`.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
      PersonNameComponents.FormatStyle(style: style)
    }
  }
#endif
