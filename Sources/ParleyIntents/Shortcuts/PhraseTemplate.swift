/// A phrase as the runtime reads it: literal text, the app-name slot and parameter slots.
///
/// ```swift
/// let template = PhraseTemplate(parsing: "Get conditions for ${trail} in ${applicationName}")
/// template.parameterNames                         // ["trail"]
/// template.filled(appName: "Trails", value: "Cedar Falls")
/// // "Get conditions for Cedar Falls in Trails"
/// ```
package struct PhraseTemplate: Hashable, Sendable {
  /// The parts in order.
  package var parts: [PhrasePart]
  /// The phrase in the `${applicationName}` / `${trail}` form.
  package var text: String

  /// Creates a template from its parts.
  package init(parts: [PhrasePart]) {
    self.parts = parts
    self.text = parts.map(\.templateText).joined()
  }

  /// Reads a phrase written in the `${applicationName}` / `${parameter}` form; text that is not
  /// a complete placeholder stays literal.
  package init(parsing phrase: String) {
    var parts: [PhrasePart] = []
    var rest = Substring(phrase)
    while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}")
    {
      if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
      let name = String(rest[open.upperBound..<close])
      parts.append(name == "applicationName" ? .applicationName : .parameter(name: name))
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { parts.append(.text(String(rest))) }
    self.init(parts: parts)
  }

  /// The names of the parameter slots, in order.
  package var parameterNames: [String] {
    parts.compactMap { part in
      if case .parameter(let name) = part { return name }
      return nil
    }
  }

  /// How many app-name slots the phrase has.
  package var applicationNameCount: Int {
    parts.filter { $0 == .applicationName }.count
  }

  /// The phrase with the app name and the parameter value filled in.
  ///
  /// - Parameters:
  ///   - appName: The app's name.
  ///   - value: The text for the parameter slot; the slot stays as `${name}` when nil.
  /// - Returns: The concrete phrase.
  package func filled(appName: String, value: String? = nil) -> String {
    parts.map { part in
      switch part {
      case .text(let text): return text
      case .applicationName: return appName
      case .parameter: return value ?? part.templateText
      }
    }.joined()
  }
}

/// One part of a phrase template.
package enum PhrasePart: Hashable, Sendable {
  /// Literal words.
  case text(String)
  /// The app's name or one of its synonyms.
  case applicationName
  /// A parameter of the shortcut's intent.
  case parameter(name: String)

  /// The part in the `${…}` form.
  package var templateText: String {
    switch self {
    case .text(let text): return text
    case .applicationName: return "${applicationName}"
    case .parameter(let name): return "${\(name)}"
    }
  }
}
