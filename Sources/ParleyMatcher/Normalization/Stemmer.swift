/// A light English stemmer for plural and tense variants: "trails" → "trail",
/// "closing"/"closed"/"close" → "clos", "cities" → "city".
///
/// It strips only inflections (plural, -ing, -ed, a final e), so stems stay close to words and
/// typo tolerance works on them.
enum Stemmer {
  /// The stem of a lower-case word; words of three letters or fewer and numbers are kept as is.
  static func stem(_ word: String) -> String {
    var s = Array(word.utf8)
    guard s.count > 3, s.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
    if ends(s, "ies") || ends(s, "ied") {
      s.removeLast(3)
      s.append(0x79)
    } else if ends(s, "sses") {
      s.removeLast(2)
    } else if ends(s, "es")
      && (ends(s, "ses") || ends(s, "xes") || ends(s, "zes")
        || ends(s, "ches") || ends(s, "shes") || ends(s, "oes"))
    {
      s.removeLast(2)
    } else if ends(s, "s") && !ends(s, "ss") && !ends(s, "us") && !ends(s, "is") {
      s.removeLast()
    }
    if s.count >= 6 && ends(s, "ing") && hasVowel(s.dropLast(3)) {
      s.removeLast(3)
      undouble(&s)
    } else if s.count >= 5 && ends(s, "ed") && hasVowel(s.dropLast(2)) {
      s.removeLast(2)
      undouble(&s)
    }
    if s.count > 3 && ends(s, "e") {
      s.removeLast()
    }
    return String(decoding: s, as: UTF8.self)
  }

  private static func ends(_ s: [UInt8], _ suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard s.count >= count else { return false }
    return suffix.withUTF8Buffer { buffer in
      s[(s.count - count)...].elementsEqual(buffer)
    }
  }

  private static func hasVowel(_ s: ArraySlice<UInt8>) -> Bool {
    s.contains { [0x61, 0x65, 0x69, 0x6F, 0x75, 0x79].contains($0) }
  }

  private static func undouble(_ s: inout [UInt8]) {
    guard s.count >= 3, let last = s.last, s[s.count - 2] == last else { return }
    if ![0x6C, 0x73, 0x7A, 0x65, 0x6F].contains(last) { s.removeLast() }
  }
}
