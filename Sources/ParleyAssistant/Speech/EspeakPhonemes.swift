/// espeak-ng's English phoneme names (as `espeak-ng -q -x --sep=_` writes them) mapped to the
/// CMU phone set a recogniser's dictionary uses, so a word the dictionary lacks gets a
/// pronunciation.
///
/// ```swift
/// EspeakPhonemes.cmuPhones(from: "s_n_'oU_S_u:_I_N")
/// // ["S", "N", "OW", "SH", "UW", "IH", "NG"]
/// ```
public enum EspeakPhonemes {
  /// Each espeak-ng phoneme and its CMU phones.
  static let table: [String: [String]] = [
    "a": ["AE"], "a#": ["AH"], "aa": ["AA"], "A:": ["AA"], "A@": ["AA", "R"], "A": ["AA"],
    "aI": ["AY"], "aI@": ["AY", "ER"], "aI3": ["AY", "ER"], "aU": ["AW"], "aU@": ["AW", "ER"],
    "@": ["AH"], "@2": ["AH"], "@5": ["AH"], "@L": ["AH", "L"], "@r": ["ER"], "3": ["ER"],
    "3:": ["ER"], "e": ["EH"], "e@": ["EH", "R"], "eI": ["EY"], "E": ["EH"], "i": ["IY"],
    "i:": ["IY"], "i@": ["IY", "ER"], "i@3": ["IY", "ER"], "I": ["IH"], "I2": ["IH"],
    "I#": ["IH"], "0": ["AA"], "O": ["AO"], "O:": ["AO"], "O@": ["AO", "R"], "o@": ["AO", "R"],
    "OI": ["OY"], "oU": ["OW"], "o": ["OW"], "u": ["UW"], "u:": ["UW"], "U": ["UH"],
    "U@": ["UH", "R"], "V": ["AH"], "b": ["B"], "d": ["D"], "D": ["DH"], "f": ["F"],
    "g": ["G"], "h": ["HH"], "j": ["Y"], "k": ["K"], "l": ["L"], "m": ["M"], "n": ["N"],
    "N": ["NG"], "p": ["P"], "r": ["R"], "r-": ["R"], "s": ["S"], "S": ["SH"], "t": ["T"],
    "T": ["TH"], "v": ["V"], "w": ["W"], "z": ["Z"], "Z": ["ZH"], "tS": ["CH"], "dZ": ["JH"],
    "x": ["K"], "?": [], "t#": ["T"], "t2": ["T"], "d2": ["D"], "n-": ["N"], "l-": ["L"],
    "m-": ["M"],
  ]

  /// The CMU phones of one word's espeak-ng phonemes, separated by `_`; stress and length
  /// marks are dropped, pauses ignored, and a linking r after an R is said once.
  ///
  /// - Returns: The phones, or `nil` when a phoneme has no CMU counterpart.
  public static func cmuPhones(from phonemes: String) -> [String]? {
    var phones: [String] = []
    for part in phonemes.split(whereSeparator: { $0 == "_" || $0 == " " || $0 == "\n" }) {
      let name = part.filter { !"'',%=".contains($0) }
      guard !name.isEmpty else { continue }
      guard let mapped = table[String(name)] else { return nil }
      // A linking r after a vowel that already ends in R ("e@_r-" in "care") is one R.
      if name == "r-", phones.last == "R" { continue }
      phones += mapped
    }
    return phones.isEmpty ? nil : phones
  }
}
