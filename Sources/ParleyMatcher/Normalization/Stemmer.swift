/// A light English stemmer for plural, tense and comparison variants: "trails" → "trail",
/// "closing"/"closed"/"close" → "clos", "cities" → "city", "caring"/"care" → "care",
/// "colder" → "cold".
///
/// It strips only inflections (plural, -ing, -ed, a final e), so stems stay close to words and
/// typo tolerance works on them. As in Porter's English (Snowball) stemmer, a stem left as one
/// short syllable gets its e back ("making" → "make", "used" → "use", but "running" → "run"),
/// and a word of four letters keeps its final e ("care" is not "car"), as does its plural
/// ("sizes" → "size", "uses" → "use"). Words that only look inflected ("news", "always"),
/// common comparisons and weather adjectives ("hotter", "stormy") and the irregular past forms
/// of common command verbs ("paid" → "pay": "have i paid" asks about paying) are listed in the
/// Lexicon (`Lexicon.stemExceptions`).
enum Stemmer {
  /// Whether a lower-case word is a past participle: a listed irregular one, or a word whose
  /// "-ed" ending the stemmer strips ("ordered", "finished").
  static func isPastParticiple(_ word: String) -> Bool {
    Lexicon.irregularPastParticiples.contains(word) || word.hasSuffix("ed") && stem(word) != word
  }

  /// The stem of a lower-case word; words of three letters or fewer and numbers are kept as is.
  static func stem(_ word: String) -> String {
    if let listed = Lexicon.stemExceptions[word] { return listed }
    var s = Array(word.utf8)
    guard s.count > 3, s.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
    if ends(s, "ies") || ends(s, "ied") {
      s.removeLast(3)
      s.append(0x79)
    } else if ends(s, "sses") {
      s.removeLast(2)
    } else if (ends(s, "ses") || ends(s, "zes")) && s.dropLast().count <= longestKeepingE {
      // The plural of a short word that keeps its final e stems as the word does: "sizes" is
      // "size", "cases" "case" and "uses" "use", not "siz", "cas" and "us".
      s.removeLast()
    } else if ends(s, "es")
      && (ends(s, "ses") || ends(s, "xes") || ends(s, "zes")
        || ends(s, "ches") || ends(s, "shes") || ends(s, "oes"))
    {
      s.removeLast(2)
    } else if ends(s, "s") && !ends(s, "ss") && !ends(s, "us") && !ends(s, "is") {
      s.removeLast()
    }
    var stripped = false
    if s.count >= 6 && ends(s, "ing") && hasVowel(s.dropLast(3)) {
      s.removeLast(3)
      stripped = true
    } else if s.count >= 5 && ends(s, "ed") && hasVowel(s.dropLast(2)) {
      s.removeLast(2)
      stripped = true
    }
    if stripped && !undouble(&s) && isShortSyllable(s) {
      s.append(0x65)
    }
    if s.count > longestKeepingE && ends(s, "e") {
      s.removeLast()
    }
    return String(decoding: s, as: UTF8.self)
  }

  /// The longest stem that keeps its final e: "care" is not "car", "size" not "siz".
  private static let longestKeepingE = 4

  private static func ends(_ s: [UInt8], _ suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard s.count >= count else { return false }
    return suffix.withUTF8Buffer { buffer in
      s[(s.count - count)...].elementsEqual(buffer)
    }
  }

  private static let vowels: [UInt8] = [0x61, 0x65, 0x69, 0x6F, 0x75, 0x79]

  private static func hasVowel(_ s: ArraySlice<UInt8>) -> Bool {
    s.contains { vowels.contains($0) }
  }

  /// Whether `s` is one short syllable: a consonant, a vowel and a consonant other than w, x
  /// or y ("mak", "car"), or a vowel and a consonant ("us").
  private static func isShortSyllable(_ s: [UInt8]) -> Bool {
    func isVowel(_ byte: UInt8) -> Bool { vowels.contains(byte) }
    if s.count == 2 { return isVowel(s[0]) && !isVowel(s[1]) }
    guard s.count == 3 else { return false }
    return !isVowel(s[0]) && isVowel(s[1]) && !isVowel(s[2]) && ![0x77, 0x78, 0x79].contains(s[2])
  }

  /// Removes the last letter of a doubled ending ("runn" → "run"); whether it did.
  @discardableResult
  private static func undouble(_ s: inout [UInt8]) -> Bool {
    guard s.count >= 3, let last = s.last, s[s.count - 2] == last else { return false }
    if [0x6C, 0x73, 0x7A, 0x65, 0x6F].contains(last) { return false }
    s.removeLast()
    return true
  }
}
