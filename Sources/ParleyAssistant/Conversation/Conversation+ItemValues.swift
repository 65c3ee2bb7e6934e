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
        return Self.widened(item, to: range.lowerBound..<found.upperBound, in: utterance)
      }
      return item
    }
    return (given, handed)
  }

  /// `items`, the further items of a request run after it, each with the request's value of
  /// another parameter said right before its words, as its own, and the values so handed on:
  /// "small" of "get me a small mocha and a large cold brew", read by "Get me a ${size} coffee
  /// from ${applicationName}", is the mocha's size, the item "small mocha". A value goes with
  /// the item it leads with nothing said between them but a pause, where the item is said
  /// before the request's own value of its parameter, as "a small mocha" is said before "cold
  /// brew"; `values` are the request's, read with where they were said.
  func itemsWithTheirValuesBefore(
    _ items: [SlotFill], taking values: [SlotFill], in utterance: String
  ) -> (items: [SlotFill], handed: [SlotFill]) {
    var handed: [SlotFill] = []
    let given = items.map { item -> SlotFill in
      guard let range = item.range, range.upperBound <= utterance.endIndex,
        let kept = values.first(where: { $0.name == item.name })?.range,
        range.upperBound <= kept.lowerBound
      else { return item }
      for value in values where value.name != item.name {
        guard let said = value.range, !handed.contains(where: { $0.range == said }),
          said.upperBound <= range.lowerBound,
          !utterance[said.upperBound..<range.lowerBound].contains(where: {
            $0.isLetter || $0.isNumber
          })
        else { continue }
        handed.append(value)
        return Self.widened(item, to: said.lowerBound..<range.upperBound, in: utterance)
      }
      return item
    }
    return (given, handed)
  }

  /// The values of the runs of `runs`, words a request left out, that give values of the
  /// parameters `names` alone and nothing else, and those runs: "large", said to be no option
  /// once the request's size went with an item said before it.
  func valuesIn(_ runs: [String], for names: [String], of request: ActiveRequest) -> (
    values: [SlotFill], runs: [String]
  ) {
    guard !names.isEmpty else { return ([], []) }
    var values: [SlotFill] = []
    var taken: [String] = []
    for run in runs {
      let read = valuesSaid(in: run, for: request)
      guard !read.values.isEmpty, read.unused.isEmpty, read.unknownOptions.isEmpty,
        read.values.allSatisfy({ value in
          names.contains(value.name) && !values.contains { $0.name == value.name }
        })
      else { continue }
      values += read.values.map { SlotFill(name: $0.name, text: $0.text, value: $0.value) }
      taken.append(run)
    }
    return (values, taken)
  }

  /// `item` said with the words of `whole`, the span of `utterance` it now takes.
  private static func widened(
    _ item: SlotFill, to whole: Range<String.Index>, in utterance: String
  ) -> SlotFill {
    SlotFill(name: item.name, text: String(utterance[whole]), value: item.value, range: whole)
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
