import ParleyMatcher

extension Conversation {
  /// The place an answer to a question for a place says after other values of the request:
  /// "springfield" of "hiking near springfield please" at "Where would you like to go?", whose
  /// "hiking" gives the activity. `nil` when the question asks for no place, no word after the
  /// answer's first introduces a place, or the words before it are not values of the request
  /// alone: "bear creek near boulder" is a place of its own.
  func placeAfterValues(in answer: String, asked question: String, for request: ActiveRequest)
    -> String?
  {
    guard SpokenValue.asksForPlace(question) else { return nil }
    let words = answer.split(separator: " ").map(String.init)
    guard
      let lead = words.indices.dropFirst().first(where: {
        Lexicon.placeIntroducers.contains(Self.bare(words[$0]))
      })
    else { return nil }
    let read = valuesSaid(in: words[..<lead].joined(separator: " "), for: request)
    guard !read.values.isEmpty, read.unused.isEmpty, read.unknownOptions.isEmpty else {
      return nil
    }
    let said = words[(lead + 1)...].joined(separator: " ")
    let place = Self.withoutCorrectionWords(said, starts: [])
    return place.isEmpty ? nil : place
  }
}
