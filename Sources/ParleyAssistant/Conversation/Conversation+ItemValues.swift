import Foundation
import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// `items`, the further items of a request run after it, each with the run of `runs` said
  /// right after its words that gives values of the request's own intent, as its own values:
  /// "guitar" of "log piano for an hour and guitar for 10 minutes" runs as "guitar for 10
  /// minutes", the 10 minutes its own, not a value the first request already has and leaves
  /// out. `runs` are the words of `utterance` the request left out; those handed to an item
  /// are returned with the items, to be said of no one.
  ///
  /// A run goes with the item it follows with nothing said between them but a pause, and
  /// only when every word of it gives a value the intent takes (see
  /// `valuesOfParameters(in:for:countsOwn:)`): "and remind me" hands an item nothing.
  func itemsWithTheirValues(
    _ items: [SlotFill], from runs: [String], in utterance: String, for request: ActiveRequest
  ) -> (items: [SlotFill], handed: [String]) {
    var handed: [String] = []
    let owned = valuesOfParameters(in: runs, for: request, countsOwn: true).taken
      .filter(\.ownParameter).map(\.run)
    let given = items.map { item -> SlotFill in
      guard let range = item.range, range.upperBound <= utterance.endIndex else { return item }
      for run in owned where !handed.contains(run) {
        guard let found = Self.range(of: run, rightAfter: range.upperBound, in: utterance) else {
          continue
        }
        handed.append(run)
        let whole = range.lowerBound..<found.upperBound
        return SlotFill(
          name: item.name, text: String(utterance[whole]), value: item.value, range: whole)
      }
      return item
    }
    return (given, handed)
  }

  /// Where `run` is said in `utterance` from `start` on, with nothing but spaces and
  /// punctuation before it; `nil` when it is not said there.
  private static func range(of run: String, rightAfter start: String.Index, in utterance: String)
    -> Range<String.Index>?
  {
    let rest = utterance[start...]
    guard let first = rest.firstIndex(where: { $0.isLetter || $0.isNumber }),
      let found = utterance.range(
        of: run, options: [.caseInsensitive, .anchored], range: first..<utterance.endIndex)
    else { return nil }
    return found
  }
}
