/// Apple's automatic grammar agreement in English: `^[\(count) light](inflect: true)` reads
/// "1 light" or "3 lights", the noun agreeing with the number said before it. Other attributes
/// in the markup (`^[text](morphology: …)`) are dropped and the text kept.
package enum Inflection {
  /// `text` with each `^[…](…)` span replaced by its text, inflected where it asks to be.
  static func apply(to text: String) -> String {
    guard text.contains("^[") else { return text }
    var result = ""
    var rest = text[...]
    while let start = rest.range(of: "^[") {
      guard let close = rest[start.upperBound...].range(of: "]("),
        let end = rest[close.upperBound...].firstIndex(of: ")")
      else { break }
      result += rest[..<start.lowerBound]
      let inner = String(rest[start.upperBound..<close.lowerBound])
      let attributes = rest[close.upperBound..<end].replacingOccurrences(of: " ", with: "")
      result += attributes.contains("inflect:true") ? agreeing(inner) : inner
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// `phrase` with its last word agreeing with the first number in it: singular after 1,
  /// plural after any other number; unchanged when it has no number.
  private static func agreeing(_ phrase: String) -> String {
    var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard
      let number = words.lazy.compactMap({ Double($0.replacingOccurrences(of: ",", with: "")) })
        .first,
      let last = words.indices.last, Double(words[last]) == nil
    else { return phrase }
    words[last] = number == 1 ? singular(of: words[last]) : plural(of: words[last])
    return words.joined(separator: " ")
  }

  private static let irregular = [
    "person": "people", "child": "children", "man": "men", "woman": "women", "foot": "feet",
    "tooth": "teeth", "mouse": "mice", "goose": "geese", "leaf": "leaves", "knife": "knives",
    "life": "lives", "shelf": "shelves", "loaf": "loaves",
  ]
  private static let unchanging: Set = ["sheep", "fish", "deer", "series", "species", "aircraft"]

  package static func plural(of word: String) -> String {
    let lower = word.lowercased()
    if unchanging.contains(lower) || irregular.values.contains(lower) { return word }
    if let plural = irregular[lower] { return matchingCase(plural, of: word) }
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    if lower.hasSuffix("y"), lower.count > 1, !vowels.contains(lower.dropLast().last!) {
      return word.dropLast() + "ies"
    }
    if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) {
      return lower.hasSuffix("ss") || !lower.hasSuffix("s") || lower.count <= 3
        ? word + "es" : word
    }
    return word + "s"
  }

  package static func singular(of word: String) -> String {
    let lower = word.lowercased()
    if unchanging.contains(lower) { return word }
    if let singular = irregular.first(where: { $0.value == lower })?.key {
      return matchingCase(singular, of: word)
    }
    if lower.hasSuffix("ies"), lower.count > 3 { return word.dropLast(3) + "y" }
    if ["ches", "shes", "sses", "xes", "zes"].contains(where: lower.hasSuffix) {
      return String(word.dropLast(2))
    }
    if lower.hasSuffix("s"), !lower.hasSuffix("ss"), lower.count > 2 {
      return String(word.dropLast())
    }
    return word
  }

  private static func matchingCase(_ word: String, of original: String) -> String {
    original.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
  }
}
