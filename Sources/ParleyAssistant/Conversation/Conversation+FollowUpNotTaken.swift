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
  /// (see `changeNotTaken(_:_:by:)`). Words read as a value that the follow-up does not take
  /// (see `names(_:of:said:in:)`) name nothing: "make it iced" right after a latte was ordered
  /// is "Sorry, Order Coffee doesn't take “iced”, so I can't do that.", though "iced" is read
  /// as part of Cold Brew's name.
  func followUpNotTaken(_ text: String, after context: FollowUpContext) async -> String? {
    guard options.matching == .flexible, Self.asksForAnotherValue(text) else { return nil }
    let rest = Self.withoutFollowUpLead(text).rest
    guard !rest.isEmpty else { return nil }
    let request = makeRequest(app: context.app, intentType: context.intentType)
    // Words read as a value that the follow-up does not take as one are no value of the
    // intent, nor of another: "iced" of "make it iced" right after an order, read as part of
    // Cold Brew's name, or as a trail called “iced”.
    let values = valuesSaid(in: rest, for: request).values
    for value in values {
      guard let parameter = request.parameter(named: value.name),
        await !names(value, of: parameter, said: text, in: request)
      else { return nil }
    }
    if !values.isEmpty { return changeNotTaken(text, rest, by: request) }
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

  /// What to say of a follow-up of the intent performed in `context` that names a thing by the
  /// word of one of its parameters' titles, with a name none of its values has (see
  /// `nameNotFound(in:for:)`): "what about the work folder" right after Notes listed its
  /// notes. `nil` when the line asks the same of no other thing, or names a value.
  func nameNotFound(_ text: String, after context: FollowUpContext) async -> String? {
    guard options.matching == .flexible, Self.asksForAnotherValue(text) else { return nil }
    let rest = Self.withoutFollowUpLead(text).rest
    guard !rest.isEmpty else { return nil }
    let request = makeRequest(app: context.app, intentType: context.intentType)
    guard valuesSaid(in: rest, for: request).values.isEmpty else { return nil }
    return await nameNotFound(in: rest, for: request)
  }

  /// What to say of a follow-up that names a thing by the word of a parameter's title, with a
  /// name no value of it has: "what about the work folder" right after Notes listed its notes
  /// is "Sorry, I couldn't find a folder called “work”.", where Notes has no folder Work,
  /// rather than another app's folder. `nil` when `rest` names nothing so, or the entity's query
  /// finds the name.
  private func nameNotFound(in rest: String, for request: ActiveRequest) async -> String? {
    let words = Self.words(of: rest).filter { word in
      !Lexicon.determiners.contains(word) && !Lexicon.possessives.contains(word)
    }
    guard words.count > 1 else { return nil }
    for parameter in request.parameters {
      switch parameter.valueType {
      case .entity, .enumeration: break
      default: continue
      }
      let kind = Self.words(of: parameter.titleWording.title).map(Inflection.singular(of:))
      guard kind.count == 1, let word = kind.first else { continue }
      let name: [String]
      if Inflection.singular(of: words[words.count - 1]) == word {
        name = Array(words.dropLast())
      } else if Inflection.singular(of: words[0]) == word {
        name = Array(words.dropFirst())
      } else {
        continue
      }
      // A name the app's query finds is the app's, though it suggests others.
      if case .entity(let type) = parameter.valueType,
        let found = try? await entities(
          of: type, matching: name.joined(separator: " "), in: request),
        !found.isEmpty
      {
        return nil
      }
      return
        "Sorry, I couldn't find \(parameter.titleWording.oneOf) called “\(name.joined(separator: " "))”."
    }
    return nil
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
