import Foundation
import ParleyMatcher

/// What Siri takes for itself, read from a table with a source on every line: its built-in
/// domains with the openings of their requests, the system apps' names, and everyday words an
/// app's name should not be.
///
/// ```swift
/// SiriDomainList.bundled.domain(opening: "Call the front desk in ${applicationName}")?.name
/// // "calling"
/// ```
public struct SiriDomainList: Sendable {
  /// One of Siri's built-in domains.
  public struct Domain: Sendable, Equatable {
    /// The domain's name ("calling").
    public let name: String
    /// The system app that takes its requests ("Phone").
    public let systemApp: String
    /// The first words of its requests, in lower case ("call", "send a message").
    public let openings: [String]
    /// Where the entry comes from.
    public let source: String
  }

  /// The domains, in the table's order.
  public let domains: [Domain]
  /// The names of the system apps.
  public let systemApps: [String]
  /// Everyday words people say in requests, which an app's one-word name should not be.
  public let commonWords: Set<String>

  /// The list read from the table Parley ships.
  public static let bundled = SiriDomainList(table: table)

  /// Reads a table: `domain | NAME | APP | OPENINGS | SOURCE`, `system apps | NAMES | SOURCE`
  /// and `common words | WORDS | SOURCE` lines, `#` comments; other lines are left out.
  init(table: String) {
    var domains: [Domain] = []
    var systemApps: [String] = []
    var commonWords = Set<String>()
    for line in table.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.components(separatedBy: " | ").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      func list(_ field: String) -> [String] {
        field.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
          .filter { !$0.isEmpty }
      }
      switch (fields.first, fields.count) {
      case ("domain", 5):
        domains.append(
          Domain(
            name: fields[1], systemApp: fields[2], openings: list(fields[3]).map(Self.words),
            source: fields[4]))
      case ("system apps", 3): systemApps += list(fields[1])
      case ("common words", 3): commonWords.formUnion(list(fields[1]).map(Self.words))
      default: continue
      }
    }
    self.domains = domains
    self.systemApps = systemApps
    self.commonWords = commonWords
  }

  /// The domain a phrase (`${applicationName}` form) opens like, with the opening it starts
  /// with, or nil; courtesy words before the opening ("please", "can you") are passed over.
  public func domain(opening phrase: String) -> (domain: Domain, opening: String)? {
    var words = Self.words(phrase).split(separator: " ").map(String.init)
    while let first = words.first, Lexicon.courtesyWords.contains(first) {
      words.removeFirst()
    }
    let start = words.joined(separator: " ")
    for domain in domains {
      for opening in domain.openings where start == opening || start.hasPrefix(opening + " ") {
        return (domain, opening)
      }
    }
    return nil
  }

  /// The system app called `name`, ignoring case, or nil.
  public func systemApp(named name: String) -> String? {
    let wanted = Self.words(name)
    return systemApps.first { Self.words($0) == wanted }
  }

  /// Whether `name` is one everyday word of requests.
  public func isCommonWord(_ name: String) -> Bool {
    commonWords.contains(Self.words(name))
  }

  /// `text` in lower case, typographic apostrophes made straight, punctuation other than
  /// apostrophes left out, words separated by one space.
  static func words(_ text: String) -> String {
    let folded = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
    let kept = folded.map { $0.isLetter || $0.isNumber || $0 == "'" || $0 == "$" ? $0 : " " }
    return String(kept).split(separator: " ").joined(separator: " ")
  }
}
