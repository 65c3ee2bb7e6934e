import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// What `text` names for a text parameter whose options provider lists its values, as Siri
  /// shows them for the person to choose: the option it names, by title or synonym; several
  /// it fits, to choose among; or, for words that name none, the reason, so that the question
  /// is asked again with the options ("Sorry, “attic” isn't a zone Homebody lists."). `nil`
  /// for any other parameter, and for one declared with keyboard `inputOptions:`, which takes
  /// any text as typed, its options only suggestions; `nil` too when the provider lists none.
  ///
  /// - Parameters:
  ///   - text: The words said for the parameter: a request's value or an answer.
  ///   - parameter: The parameter.
  ///   - request: The request under way, whose dependencies the provider reads.
  ///   - question: The question `text` answers, if it answers one.
  /// - Returns: The resolution, or `nil` when the options do not limit the value.
  func listedOption(
    _ text: String, for parameter: any AnyIntentParameter, in request: ActiveRequest,
    asked question: String?
  ) async -> ValueResolution? {
    guard case .string = parameter.valueType, parameter.dynamicOptions != nil,
      !parameter.takesTypedText
    else { return nil }
    let options = await choices(for: parameter, in: request)
    guard !options.isEmpty else { return nil }
    let said =
      question.map { SpokenValue.withoutIntroducer(Self.freeTextAnswer(text), answering: $0) }
      ?? text.trimmingCharacters(in: .whitespaces)
    return pickByName(said, among: options) {
      "Sorry, “\(said)” isn't \(parameter.titleWording.oneOf) \(request.app.name) lists."
    }
  }
}
