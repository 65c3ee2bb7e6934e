import Foundation

/// A person taking part in a request: whom to message, call or pay.
///
/// A parameter of this type is filled from what is said ("send a message to Ana"): from the
/// people its `optionsProvider:` lists when it has one (the stand-in for the device's
/// contacts), else as the name or the phone number or email address said.
///
/// ```swift
/// @Parameter(title: "Recipient")
/// var recipient: IntentPerson
///
/// IntentPerson(
///   identifier: .applicationDefined("ana"),
///   name: .components(PersonNameComponents(givenName: "Ana", familyName: "Lopez")),
///   handle: IntentPerson.Handle(emailAddress: "ana@example.com"))
/// ```
public struct IntentPerson: Hashable, Codable, Sendable {
  /// What identifies the person.
  public var identifier: Identifier
  /// The person's name.
  public var name: Name
  /// The main way to reach the person.
  public var handle: Handle?
  /// Other ways to reach the person.
  public var aliases: [Handle]
  /// Whether the person is the device's owner.
  public var isMe: Bool
  /// An image of the person.
  public var image: DisplayRepresentation.Image?

  /// Creates a person.
  ///
  /// - Parameters:
  ///   - identifier: What identifies the person.
  ///   - name: The person's name.
  ///   - handle: The main way to reach the person.
  ///   - aliases: Other ways to reach the person.
  ///   - isMe: Whether the person is the device's owner.
  ///   - image: An image of the person.
  public init(
    identifier: Identifier, name: Name, handle: Handle?, aliases: [Handle] = [],
    isMe: Bool = false, image: DisplayRepresentation.Image? = nil
  ) {
    self.identifier = identifier
    self.name = name
    self.handle = handle
    self.aliases = aliases
    self.isMe = isMe
    self.image = image
  }

  /// Creates a person known only by a phone number or email address.
  public init(handle: Handle) {
    self.init(identifier: .unknown, name: .unknown, handle: handle)
  }

  /// What identifies a person.
  public enum Identifier: Hashable, Codable, Sendable {
    /// A contact's identifier.
    case contact(String)
    /// An identifier of the app's own.
    case applicationDefined(String)
    /// None: the person is only a handle or a name.
    case unknown
  }

  /// A person's name.
  public enum Name: Hashable, Codable, Sendable {
    /// The name as it is shown.
    case displayName(String)
    /// The name in parts.
    case components(PersonNameComponents)
    /// None: the person is only a handle.
    case unknown
  }

  /// One way to reach a person: a phone number, an email address or an app's own handle.
  public struct Handle: Hashable, Codable, Sendable {
    /// The number, address or app handle.
    public var value: Value
    /// What kind of number or address it is: home, work, mobile.
    public var label: Label

    /// Creates a handle.
    public init(_ value: Value, label: Label = .other) {
      self.value = value
      self.label = label
    }

    /// Creates a phone number handle.
    public init(phoneNumber phoneNumberString: String, label: Label = .other) {
      self.init(.phoneNumber(phoneNumberString), label: label)
    }

    /// Creates an email address handle.
    public init(emailAddress emailAddressString: String, label: Label = .other) {
      self.init(.emailAddress(emailAddressString), label: label)
    }

    /// Creates a handle of the app's own, such as a user name.
    public init(applicationDefined stringValue: String, label labelString: String? = nil) {
      self.init(.applicationDefined(stringValue), label: labelString.map { .custom($0) } ?? .other)
    }

    /// The number, address or app handle of a handle.
    public enum Value: Hashable, Codable, Sendable {
      /// A handle of the app's own, such as a user name.
      case applicationDefined(String)
      /// An email address.
      case emailAddress(String)
      /// A phone number.
      case phoneNumber(String)

      /// The text of the handle.
      var text: String {
        switch self {
        case .applicationDefined(let text), .emailAddress(let text), .phoneNumber(let text):
          return text
        }
      }
    }

    /// What kind of number or address a handle is.
    public enum Label: Hashable, Codable, Sendable {
      case home, homeFax, iPhone, main, mobile, other, pager, school, work, workFax
      /// A label of the app's own.
      case custom(String)
    }
  }

  /// How the Shortcuts editor offers people for a parameter; a conversation takes them as said.
  public enum ParameterMode: String, Codable, Sendable {
    /// A contact.
    case contact
    /// An email address.
    case email
    /// An email address or a phone number.
    case emailOrPhone
    /// A phone number.
    case phone
  }
}

extension IntentPerson: CustomStringConvertible {
  /// The name shown for the person, so that `"\(person)"` reads as in a dialog: "Ana Lopez".
  public var description: String { shownName }
}

extension IntentPerson: CustomLocalizedStringResourceConvertible {
  /// The person's name as it is shown ("Ana Lopez"), else the handle.
  public var localizedStringResource: LocalizedStringResource {
    LocalizedStringResource(shownName)
  }

  /// The name shown for the person: the display name, the name's parts in their usual order,
  /// else the handle; "Someone" when there is neither.
  var shownName: String {
    switch name {
    case .displayName(let text) where !text.isEmpty: return text
    case .components(let parts) where !parts.formatted().isEmpty: return parts.formatted()
    default: return handle?.value.text ?? "Someone"
    }
  }

  /// Every text the person may be called by: the name, its parts, nickname and handles.
  package var names: [String] {
    var names = [shownName]
    if case .components(let parts) = name {
      names += [parts.givenName, parts.familyName, parts.nickname].compactMap { $0 }
    }
    names += ([handle].compactMap { $0 } + aliases).map(\.value.text)
    var seen = Set<String>()
    return names.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
  }
}

extension IntentPerson {
  /// How the person appears: the name, with the handle under it.
  public var displayRepresentation: DisplayRepresentation {
    let subtitle = handle.map(\.value.text).flatMap { $0 == shownName ? nil : $0 }
    return DisplayRepresentation(
      title: LocalizedStringResource(shownName),
      subtitle: subtitle.map { LocalizedStringResource($0) }, image: image)
  }

  /// The type's name, "Person".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Person" }
}

extension IntentPerson: _IntentValue {
  /// A person.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.person) }
}
