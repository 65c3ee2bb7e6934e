import Foundation

// The parts of the day a date's words may say ("tomorrow morning", "in the evening",
// "tonight"), which say which half of the day an hour is in.
extension DateReader {
  /// How far apart the two times an hour of the clock names are: the clock's face shows each
  /// hour twice a day, twelve hours apart ("4:30" is 4:30 AM or 4:30 PM).
  static let hoursInHalfADay = 12

  /// A part of the day, said with a day or a time.
  enum DayPart {
    case morning, afternoon, evening

    /// The time a part said without a time stands for.
    var hour: Int {
      switch self {
      case .morning: 9
      case .afternoon: 15
      case .evening: 19
      }
    }

    /// Whether the part is in the day's second half, whose hours are said again after noon.
    var isAfternoon: Bool { self != .morning }

    /// The hours from 1 to 12 that a time said with this part may have: "10 tonight", never
    /// "3 tonight".
    var hoursSaid: ClosedRange<Int> {
      switch self {
      case .morning: 5...11
      case .afternoon: 1...5
      case .evening: 5...11
      }
    }
  }

  /// The words for the parts of the day in its first half (`afternoon` false: "morning") or
  /// its second ("afternoon", "evening", …), in alphabetical order.
  static func dayPartWords(afternoon: Bool) -> [String] {
    Lexicon.dayParts.filter { $0.value.isAfternoon == afternoon }.map(\.key).sorted()
  }

  /// The part of the day said at `words[start]`, and how many words say it: "tonight", "in the
  /// morning", "this evening", "at night"; after a day also the part alone ("tomorrow
  /// morning").
  func dayPart(_ words: [String], at start: Int, afterDay: Bool) -> (DayPart, Int)? {
    guard start < words.count else { return nil }
    let word = words[start]
    if let part = Lexicon.dayParts[word], word == "tonight" || afterDay { return (part, 1) }
    var next = start + 1
    switch word {
    case "in":
      guard next < words.count, words[next] == "the" else { return nil }
      next += 1
    case "this":
      break
    case "at":
      guard next < words.count, words[next] == "night" else { return nil }
    default:
      return nil
    }
    guard next < words.count, words[next] != "tonight", let part = Lexicon.dayParts[words[next]]
    else { return nil }
    return (part, next + 1 - start)
  }
}
