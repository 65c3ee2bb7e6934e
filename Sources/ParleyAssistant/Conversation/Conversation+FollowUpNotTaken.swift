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
    guard let (rest, request) = askedOfAnother(text, after: context) else { return nil }
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

  /// What `text` asks of another thing than the intent performed in `context` did, without
  /// its lead ("the work folder" of "what about the work folder"), and a new request of that
  /// intent to read it for; `nil` when it asks the same of nothing else.
  private func askedOfAnother(_ text: String, after context: FollowUpContext)
    -> (rest: String, request: ActiveRequest)?
  {
    guard options.matching == .flexible, Self.asksForAnotherValue(text) else { return nil }
    let rest = Self.withoutFollowUpLead(text).rest
    guard !rest.isEmpty else { return nil }
    return (rest, makeRequest(app: context.app, intentType: context.intentType))
  }

  /// What to say of a follow-up of the intent performed in `context` that names a thing by the
  /// word of one of its parameters' kinds, with a name none of its values has: "what about
  /// the work folder" right after Notes listed its notes is "Sorry, I couldn't find a folder
  /// called “work”.", where Notes has no folder Work, rather than another app's folder asked
  /// for. The name is read as an answer's is (see `nameNoneHas(_:among:kinds:)`). `nil` when
  /// the line asks the same of no other thing, names a value, names no kind, or the entity's
  /// query finds the name.
  func nameNotFound(_ text: String, after context: FollowUpContext) async -> String? {
    guard let (rest, request) = askedOfAnother(text, after: context),
      valuesSaid(in: rest, for: request).values.isEmpty
    else { return nil }
    for parameter in request.parameters {
      let wording = parameter.titleWording
      switch parameter.valueType {
      case .entity(let type):
        guard let name = nameNoneHas(rest, among: [], kinds: [type.displayName, wording.title]),
          (try? await entities(of: type, matching: name, in: request))?.isEmpty ?? true
        else { continue }
        return notFound(name, kind: type.displayName, wording: wording)
      case .enumeration(let type):
        guard
          let name = nameNoneHas(
            rest, among: caseOptions(of: type), kinds: [type.displayName, wording.title])
        else { continue }
        return notFound(name, kind: type.displayName, wording: wording)
      default:
        continue
      }
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
