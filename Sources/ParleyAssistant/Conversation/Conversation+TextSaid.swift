import Foundation
import ParleyIntents
import ParleyMatcher

// A text parameter takes any words: those a request said for it are its text, not an option
// the app lacks, nor words left unread.
extension Conversation {
  /// The words a request said for the text `request` would ask for first, with that parameter:
  /// the one run said as an option the app lacks ("butter" of "stock the fridge with butter",
  /// where Stock Larder asks "What did you buy?"), or the words said in place of the phrase's
  /// word for the parameter, its title's or one that stands for any value ("milk" of "cross off
  /// milk", read by "Cross off an item", whose Item asks "What did you use up?"; "socks" of
  /// "add socks to pack", read by "Add something to pack"). `nil` where the request would ask
  /// for no text first, or said no one such run.
  func textSaid(
    for request: ActiveRequest, options: [String], by candidate: MatchCandidate,
    in utterance: String
  ) -> (parameter: any AnyIntentParameter, text: String)? {
    let pending = Set(request.pendingText.map(\.parameter.name))
    guard
      let asked = request.parameters.first(where: { parameter in
        !parameter.isOptional && !parameter.hasValue && parameter.defaultValue == nil
          && !pending.contains(parameter.name)
      }), case .string = asked.valueType
    else { return nil }
    let reading = candidate.reading
    // A run the request said as it is written, not words a reading put together.
    func isSaid(_ run: String) -> Bool {
      utterance.range(of: run, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
    // The phrase's words for the parameter: its title's, and a word that stands for any value
    // ("something" of "Add something to pack").
    let title = Set(Self.words(of: asked.titleWording.title).map { Inflection.singular(of: $0) })
      .union(Lexicon.placeholders)
    // The words said where the phrase says the parameter's title are the text, whatever else
    // the request says as an option: "milk", not "shopping", of "add milk to my shopping
    // list" read by "Add an item to my packing list".
    for word in reading.missingPhraseWords where title.contains(Inflection.singular(of: word)) {
      let run = reading.wordsSaid(inPlaceOf: word).joined(separator: " ")
      if !run.isEmpty, isSaid(run) {
        return (asked, run)
      }
    }
    // One run said as an option is the text; of several, none is surely it.
    if let run = options.first, options.dropFirst().isEmpty { return (asked, run) }
    guard options.isEmpty else { return nil }
    let missing = reading.missingPhraseWords.map { Inflection.singular(of: $0) }
    // The words no phrase word reads, between the phrase's words or around them, said as one run.
    let unread =
      reading.wordsWithinPhraseWords.isEmpty
      ? reading.wordsNotRead : reading.wordsWithinPhraseWords
    let run = unread.joined(separator: " ")
    guard !unread.isEmpty, missing.contains(where: title.contains), isSaid(run) else {
      return nil
    }
    return (asked, run)
  }
}
