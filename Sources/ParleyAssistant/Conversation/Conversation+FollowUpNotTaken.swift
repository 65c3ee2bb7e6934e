import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// What to say of a follow-up that asks the intent just performed for something it cannot
  /// take: "and how about last month?" right after Practice Summary, which takes no time, is
  /// "Sorry, Practice Summary doesn't take a time, so I can't do that for “last month”.",
  /// rather than another request found by its meaning; so is a change of it, "actually make
  /// it 100 bpm": "Sorry, Practice Summary doesn't take a tempo, so I can't do that for “100
  /// bpm”.". `nil` unless the line asks the same of another thing ("what about", "and", see
  /// ``Lexicon/anotherThingLeads``) or a change ("make it", see ``Lexicon/changeToLeads``) and
  /// what it asks about is only a time, or only values of another intent of the app, that no
  /// parameter of the intent takes; or, led as a change, words that name nothing the app takes
  /// (see `changeNotTaken(_:_:by:)`).
  func followUpNotTaken(_ text: String, after context: FollowUpContext) -> String? {
    guard options.matching == .flexible, Self.asksForAnotherValue(text) else { return nil }
    let rest = Self.withoutFollowUpLead(text).rest
    guard !rest.isEmpty else { return nil }
    let request = makeRequest(app: context.app, intentType: context.intentType)
    guard valuesSaid(in: rest, for: request).values.isEmpty else { return nil }
    var kinds: [String] = []
    if isOnlyATime(rest) {
      guard !request.parameters.contains(where: Self.takesATime) else { return nil }
      kinds = ["a time"]
    } else {
      let (taken, others) = valuesOfParameters(in: [rest], for: request, countsOwn: false)
      guard others.isEmpty, let values = taken.first?.values else {
        return changeNotTaken(text, rest, by: request)
      }
      kinds = values
    }
    return "Sorry, \(request.title) doesn't take \(spokenList(distinct(kinds), "or")), "
      + "so I can't do that for “\(quoted(rest))”."
  }

  /// What to say of a change (`text`, led by "make it" or "change it to") whose words, `rest`,
  /// name no value of `request`'s intent nor of any other intent of its app, and that no app
  /// reads: "make it iced" right after Soup Shop's menu is "Sorry, Show Menu doesn't take
  /// “iced”, so I can't do that.", never a request to make something. `nil` for a line led
  /// otherwise ("and iced?"), or that an app reads.
  private func changeNotTaken(_ text: String, _ rest: String, by request: ActiveRequest)
    -> String?
  {
    guard Self.asksForAChange(text), isReadByNoApp(text) else { return nil }
    return "Sorry, \(request.title) doesn't take “\(quoted(rest))”, so I can't do that."
  }

  /// Whether `text` says a time and nothing else but the small words around a value: "last
  /// month", "for next week".
  private func isOnlyATime(_ text: String) -> Bool {
    SpokenValue.isOnlyADate(
      text, now: now, calendar: calendar, besides: Lexicon.followUpValueWords)
  }

  /// Whether `parameter` takes a date or a time.
  private static func takesATime(_ parameter: any AnyIntentParameter) -> Bool {
    switch parameter.valueType {
    case .date, .dateComponents: true
    default: false
    }
  }
}
