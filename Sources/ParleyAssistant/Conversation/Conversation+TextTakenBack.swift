import Foundation
import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// `values` with each free text that takes back part of itself mended, so that no word of
  /// the correction ends up in a value: "boulder, no wait, running" read as the place of
  /// "suggest some bike trails in boulder, no wait, running trails". The words after the
  /// correction are read for the request's other parameters; those they give replace the
  /// values said before (the activity is running, not biking) and the text keeps what was said
  /// before the correction ("boulder"). When they give none, they are the text itself:
  /// "near boulder, no wait, denver" is Denver.
  ///
  /// A correction inside a text is a run of words that take back (``Lexicon/selfCorrections``)
  /// with more said before and after it, set apart by pauses on both sides ("boulder, no wait,
  /// running"), or next to one pause where a word of the run says nothing but the correction
  /// ("actually", "sorry"). Words that may also say what the text says ("no", "wait") need
  /// both pauses: "buy milk, no sugar" and a note's "great food, no wait at all" keep them.
  ///
  /// - Parameters:
  ///   - values: The values read from the request.
  ///   - utterance: The request's words.
  ///   - request: The request the values are for.
  /// - Returns: `values`, mended.
  func mendingTextsTakenBack(
    _ values: [SlotFill], in utterance: String, for request: ActiveRequest
  ) -> [SlotFill] {
    var mended = values
    for value in values {
      guard case .text(let text) = value.value, let (before, after) = Self.takenBack(text),
        let index = mended.firstIndex(where: { $0.name == value.name && $0.text == value.text })
      else { continue }
      let range = value.range ?? utterance.startIndex..<utterance.endIndex
      let afterRange = utterance.range(of: after, options: .backwards, range: range)
      let others = valuesSaid(in: after, for: request).values.filter { other in
        other.name != value.name && request.parameter(named: other.name) != nil
      }
      guard !others.isEmpty else {
        mended[index] = SlotFill(
          name: value.name, text: after, value: .text(after), range: afterRange)
        continue
      }
      mended[index] = SlotFill(
        name: value.name, text: before, value: .text(before),
        range: utterance.range(of: before, range: range))
      for other in others {
        let said = SlotFill(
          name: other.name, text: other.text, value: other.value,
          range: afterRange.flatMap {
            utterance.range(of: other.text, options: .caseInsensitive, range: $0)
          })
        if let kept = mended.firstIndex(where: { $0.name == other.name }) {
          mended[kept] = said
        } else {
          mended.append(said)
        }
      }
    }
    return mended
  }

  /// The words of `text` before and after a correction said inside it (see
  /// ``mendingTextsTakenBack(_:in:for:)``), without the pauses around it: ("boulder",
  /// "running") for "boulder, no wait, running"; `nil` when it says none.
  static func takenBack(_ text: String) -> (before: String, after: String)? {
    let words = text.split(separator: " ").map(String.init)
    var start = 1
    while start < words.count - 1 {
      var end = start
      while end < words.count, Lexicon.selfCorrections.contains(bare(words[end])) { end += 1 }
      guard end > start, end < words.count else {
        start = end + 1
        continue
      }
      let run = words[start..<end].map(bare)
      let pauseBefore = words[start - 1].last.map(isPause) == true
      let pauseAfter = words[end - 1].last.map(isPause) == true
      let saysOnlyCorrection = run.contains {
        !Lexicon.takeBacksThatOpenContent.contains($0)
      }
      if pauseBefore && pauseAfter || saysOnlyCorrection && (pauseBefore || pauseAfter) {
        let before = withoutPauses(words[..<start].joined(separator: " "))
        let after = withoutPauses(words[end...].joined(separator: " "))
        guard !before.isEmpty, !after.isEmpty else { return nil }
        return (before, after)
      }
      start = end + 1
    }
    return nil
  }
}
