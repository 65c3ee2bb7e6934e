/// One phrase of an app shortcut: literal words, the app-name slot and at most one typed slot.
///
/// ```swift
/// let template = PhraseTemplate(
///   app: "Trails", intent: "GetTrailInfo",
///   parts: [.text("Get conditions for"), .slot(name: "trail", type: .vocabulary("Trail")),
///           .text("in"), .appName])
/// template.text  // "Get conditions for ${trail} in ${applicationName}"
/// ```
public struct PhraseTemplate: Sendable, Hashable {
  /// The app the phrase belongs to; an opaque label.
  public var app: String
  /// The intent the phrase runs; an opaque label. Two candidates are ambiguous when their
  /// `(app, intent)` pairs differ.
  public var intent: String
  /// The phrase's pieces in order.
  public var parts: [Part]

  /// One piece of a phrase template.
  public enum Part: Sendable, Hashable {
    /// Literal words.
    case text(String)
    /// The app's name or one of its synonyms.
    case appName
    /// A typed value, such as an entity or a number.
    case slot(name: String, type: SlotType)
  }

  /// Creates a template from its app, intent and parts.
  public init(app: String, intent: String, parts: [Part]) {
    self.app = app
    self.intent = intent
    self.parts = parts
  }

  /// The phrase in the localisable form, for example
  /// `"Get conditions for ${trail} in ${applicationName}"`.
  public var text: String {
    parts.map { part in
      switch part {
      case .text(let words): return words
      case .appName: return "${applicationName}"
      case .slot(let name, _): return "${\(name)}"
      }
    }
    .joined(separator: " ")
  }

  /// The template's only slot, if it has one.
  var slot: (name: String, type: SlotType)? {
    for part in parts {
      if case .slot(let name, let type) = part { return (name, type) }
    }
    return nil
  }
}
