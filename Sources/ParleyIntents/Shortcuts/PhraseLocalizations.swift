/// An app's phrases in another language, as Apple ships them: `AppShortcuts.xcstrings` (a
/// string catalog with every language) and `<locale>.lproj/AppShortcuts.strings` files, whose
/// keys are the source phrases (`"Open Favorites in ${applicationName}"`) and whose values are
/// the phrases in that language.
///
/// ```swift
/// let table = try PhraseLocalizations.load(from: directory, locale: "fr")
/// table["Open Favorites in ${applicationName}"]  // "Ouvre les favoris dans ${applicationName}"
/// ```
package enum PhraseLocalizations {
  /// The phrases (or, with `table`, the strings of another table such as `Localizable`) for
  /// `locale`, merged from the directory's `AppShortcuts.xcstrings` and its
  /// `<locale>.lproj/AppShortcuts.strings` (the `.strings` file wins where both have a key). A
  /// locale with a region (`fr-CA`) falls back to its language (`fr`) key by key.
  ///
  /// - Throws: ``PhraseLocalizationError`` naming the file, line and column of what cannot be
  ///   read.
  package static func load(from directory: URL, locale: String, table: String = "AppShortcuts")
    throws -> [String: String]
  {
    let language = String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" })[0])
    var entries: [String: String] = [:]
    for code in language == locale ? [locale] : [language, locale] {
      let catalog = directory.appendingPathComponent("\(table).xcstrings")
      if FileManager.default.fileExists(atPath: catalog.path) {
        entries.merge(try catalogEntries(catalog, locale: code)) { _, new in new }
      }
      let strings = directory.appendingPathComponent("\(code).lproj/\(table).strings")
      if FileManager.default.fileExists(atPath: strings.path) {
        entries.merge(try stringsEntries(strings)) { _, new in new }
      }
    }
    return entries
  }

  /// The names of the string tables in `directory` other than the phrases' (`Localizable`, and
  /// any the app names with `table:`), from its `.xcstrings` catalogs and `.lproj` folders.
  package static func tableNames(in directory: URL) -> [String] {
    let files = FileManager.default
    var names = Set<String>()
    let top = (try? files.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in top {
      if name.hasSuffix(".xcstrings") { names.insert(String(name.dropLast(".xcstrings".count))) }
      guard name.hasSuffix(".lproj") else { continue }
      let folder = directory.appendingPathComponent(name).path
      for file in (try? files.contentsOfDirectory(atPath: folder)) ?? []
      where file.hasSuffix(".strings") {
        names.insert(String(file.dropLast(".strings".count)))
      }
    }
    names.remove("AppShortcuts")
    return names.sorted()
  }

  /// The entries of a string catalog for one locale (translated or not, as long as they have
  /// a value).
  static func catalogEntries(_ url: URL, locale: String) throws -> [String: String] {
    let data = try read(url)
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else {
      throw PhraseLocalizationError(
        file: url.lastPathComponent, line: 1, column: 1,
        message: "not a string catalog: expected a JSON object with \"strings\"")
    }
    var entries: [String: String] = [:]
    for (key, entry) in strings {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any],
        let unit = (localizations[locale] as? [String: Any])?["stringUnit"] as? [String: Any],
        let value = unit["value"] as? String
      else { continue }
      entries[key] = value
    }
    return entries
  }

  /// The `"key" = "value";` entries of a `.strings` file; `/* */` and `//` comments are
  /// skipped, and `\"`, `\\`, `\n` and `\t` are read as in Apple's format.
  static func stringsEntries(_ url: URL) throws -> [String: String] {
    let data = try read(url)
    let text = String(decoding: data, as: UTF8.self)
    var reader = StringsReader(characters: Array(text), file: url.lastPathComponent)
    return try reader.entries()
  }

  private static func read(_ url: URL) throws -> Data {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw PhraseLocalizationError(
        file: url.lastPathComponent, line: 1, column: 1, message: "cannot be read")
    }
    return data
  }
}

/// A localized phrases file that cannot be read, with where.
package struct PhraseLocalizationError: Error, Equatable, CustomStringConvertible {
  package let file: String
  package let line: Int
  package let column: Int
  package let message: String

  /// `file:line:column: message`.
  package var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Reads the entries of a `.strings` file, keeping the line and column for messages.
private struct StringsReader {
  let characters: [Character]
  let file: String
  var index = 0
  var line = 1
  var column = 1

  init(characters: [Character], file: String) {
    self.characters = characters.first == "\u{FEFF}" ? Array(characters.dropFirst()) : characters
    self.file = file
  }

  mutating func entries() throws -> [String: String] {
    var entries: [String: String] = [:]
    while try skipSpaceAndComments() {
      let key = try quoted()
      _ = try skipSpaceAndComments()
      try expect("=")
      _ = try skipSpaceAndComments()
      entries[key] = try quoted()
      _ = try skipSpaceAndComments()
      try expect(";")
    }
    return entries
  }

  /// Skips blanks and comments; false at the end of the file.
  private mutating func skipSpaceAndComments() throws -> Bool {
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        advance()
      } else if character == "/", peek(1) == "*" {
        let (startLine, startColumn) = (line, column)
        advance(2)
        while index < characters.count, !(characters[index] == "*" && peek(1) == "/") { advance() }
        guard index < characters.count else {
          throw PhraseLocalizationError(
            file: file, line: startLine, column: startColumn, message: "unterminated comment")
        }
        advance(2)
      } else if character == "/", peek(1) == "/" {
        while index < characters.count, !characters[index].isNewline { advance() }
      } else {
        return true
      }
    }
    return false
  }

  private mutating func quoted() throws -> String {
    try expect("\"")
    var text = ""
    while index < characters.count {
      let character = characters[index]
      advance()
      switch character {
      case "\"":
        return text
      case "\\":
        guard index < characters.count else { break }
        let escaped = characters[index]
        advance()
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        default: text.append(escaped)
        }
      default:
        text.append(character)
      }
    }
    throw error("unterminated string")
  }

  private mutating func expect(_ character: Character) throws {
    guard index < characters.count, characters[index] == character else {
      let found = index < characters.count ? "'\(characters[index])'" : "the end of the file"
      throw error("expected '\(character)', found \(found)")
    }
    advance()
  }

  private func peek(_ offset: Int) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where index < characters.count {
      if characters[index].isNewline {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
  }

  private func error(_ message: String) -> PhraseLocalizationError {
    PhraseLocalizationError(file: file, line: line, column: column, message: message)
  }
}
