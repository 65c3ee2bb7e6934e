import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// Whether the person said `run`, and so it may be said to be left out: not when its words
  /// are only those of a name put in place of a word that stands for a thing (see
  /// `namingWhatItStandsFor(_:after:)`), which they never said: "Caffè" of "is Caffè Latte
  /// ready yet?", said as "is it ready yet?" right after a latte was ordered.
  func wasSaid(_ run: String) -> Bool {
    guard let stoodIn = nameStoodIn else { return true }
    let words = Self.words(of: run)
    let name = Set(Self.words(of: stoodIn.name))
    guard !words.isEmpty, words.allSatisfy(name.contains) else { return true }
    let said = Self.words(of: stoodIn.said)
    return said.indices.contains { said[$0...].starts(with: words) }
  }

  /// Words left out that give values of parameters: a run, the titles of its values as a
  /// sentence names them ("extra shots" of "with an extra shot", "a size" of "large"), and
  /// whether the request's own intent takes them (a value of a parameter it has filled
  /// already) rather than only another intent of its app.
  typealias LeftOutValues = (run: String, values: [String], ownParameter: Bool)

  /// The runs of `runs` whose words all give values of another intent of `request`'s app, or
  /// with `countsOwn` of its own intent (see ``LeftOutValues``); and the other runs. Words said
  /// with a name (an option the name's query does not find) are not counted as its own: "iced"
  /// of "a large iced mocha" is an option Brew lacks, not a second drink.
  func valuesOfParameters(in runs: [String], for request: ActiveRequest, countsOwn: Bool) -> (
    taken: [LeftOutValues], rest: [String]
  ) {
    let source = ValueSource(request)
    let ofApp = catalog.matcherCatalog.parameters.filter { $0.app == source.app }
    let own = ofApp.filter { countsOwn && $0.intent == source.intent }
    let others = ofApp.filter { $0.intent != source.intent }
    // The request's own intent takes numbers: a bare number it left out is not one it cannot
    // take ("Log Set doesn't take a number" of the 3 of "log 3 sets of squats" is untrue).
    let takesNumbers = ofApp.contains { intent in
      intent.intent == source.intent
        && intent.parameters.contains { $0.type.isNumber }
    }
    var taken: [LeftOutValues] = []
    var rest: [String] = []
    for run in runs {
      if let values = own.lazy.compactMap({ self.values(in: run, takenBy: $0) }).first {
        taken.append((run, values, true))
      } else if takesNumbers, SpokenValue.isNumberAlone(run) {
        rest.append(run)
      } else if let values = others.lazy.compactMap({ self.values(in: run, takenBy: $0) }).first {
        // A bare number names no parameter: "70" is no brightness because a light takes one.
        taken.append((run, SpokenValue.isNumberAlone(run) ? ["a number"] : values, false))
      } else {
        rest.append(run)
      }
    }
    return (taken, rest)
  }

  /// The titles of the values `run` gives `intent`, as a sentence names them; `nil` unless
  /// every word of it gives one that names what it is (no name to look up, no free text).
  private func values(in run: String, takenBy intent: IntentParameters) -> [String]? {
    let read = catalog.index.values(
      in: run, app: intent.app, intent: intent.intent,
      options: MatchOptions(now: now, calendar: calendar))
    guard !read.values.isEmpty, read.unused.isEmpty, read.unknownOptions.isEmpty,
      read.leftOutWords.isEmpty
    else { return nil }
    var titles: [String] = []
    for value in read.values {
      guard !value.value.isWords,
        let parameter = intent.parameters.first(where: { $0.name == value.name })
      else {
        return nil
      }
      // A unit in brackets is no part of what the value is: "a distance" of "Distance (km)".
      let title = (parameter.title ?? parameter.name).prefix { $0 != "(" && $0 != "[" }
      let wording = TitleWording(title.trimmingCharacters(in: .whitespaces))
      titles.append(wording.isPlural ? wording.spoken : withArticle(wording.spoken))
    }
    return titles
  }

  /// What to say of the words a request said that give values only another intent of its app
  /// takes: "Reorder Last Order doesn't take extra shots, so I've left out “with an extra
  /// shot”."; `nil` when there are none.
  /// With `alreadyFilled`, of values of its own parameters, which it has: "Check Device
  /// already has a device, so I've left out “the telly”."
  func valuesLeftOut(
    _ taken: [LeftOutValues], by request: ActiveRequest, alreadyFilled: Bool = false
  ) -> ReplyItem? {
    guard !taken.isEmpty else { return nil }
    let values = distinct(taken.flatMap(\.values))
    let said = quotedList(taken.map(\.run), "and")
    let verb = alreadyFilled ? "already has" : "doesn't take"
    let conjunction = alreadyFilled ? "and" : "or"
    return .dialog(
      "\(request.title) \(verb) \(spokenList(values, conjunction)), so I've left out \(said).")
  }

  /// What to say of the times a request said that its intent takes none of: "Order Soup
  /// doesn't take a time, so I've left out “for 2pm”."; `nil` when there are none.
  func timesLeftOut(_ runs: [String], by request: ActiveRequest) -> ReplyItem? {
    guard !runs.isEmpty else { return nil }
    return .dialog(
      "\(request.title) doesn't take a time, so I've left out \(quotedList(runs, "and")).")
  }

  /// What to say of the words a line said that nothing of the request takes and that are no
  /// option: "I didn't understand “for my friend”, so I've left it out."; `nil` when there
  /// are none.
  func wordsLeftOut(_ runs: [String]) -> ReplyItem? {
    guard !runs.isEmpty else { return nil }
    let them = distinct(runs).count == 1 ? "it" : "them"
    return .dialog("I didn't understand \(quotedList(runs, "or")), so I've left \(them) out.")
  }

  /// Whether `option` is the whole name of one of `request`'s app's entities, as its query
  /// finds it: "mocha", another name of the Caffè Mocha, is a drink Brew has, though a status
  /// check takes none and so read it as an option; "iced" of "iced mocha" names no drink.
  func namesAnEntityWhole(_ option: String, in request: ActiveRequest) async -> Bool {
    let folded = Self.foldedName(option)
    for type in request.app.entityTypes {
      let found = (try? await entities(of: type, matching: option, in: request)) ?? nil
      let named = found?.contains { entity in
        entity.display.names.contains { Self.foldedName($0) == folded }
      }
      if named == true { return true }
    }
    return false
  }

  /// What to say of the options a line asked for that no parameter of `app`'s intent takes:
  /// "Brew doesn't have “oat”, so I've left it out."; `nil` when there are none.
  func optionsLeftOut(_ options: [String], by app: LoadedApp) -> ReplyItem? {
    guard !options.isEmpty else { return nil }
    let them = distinct(options).count == 1 ? "it" : "them"
    return .dialog(
      "\(app.name) doesn't have \(quotedList(options, "or")), so I've left \(them) out.")
  }

  /// Says what the request held beyond the one value a parameter takes, so that nothing said is
  /// dropped without a word: "I can only take one drink at a time, so I've left out “a small
  /// mocha”." An item that names nothing the parameter takes is said to be unknown instead:
  /// "I couldn't find a drink called “muffin”, so I've left it out."
  func leftOut(_ items: [SlotFill], of request: ActiveRequest) async -> [ReplyItem] {
    var said: [ReplyItem] = []
    for parameter in request.parameters {
      var known: [String] = []
      var unknown: [String] = []
      for item in items where item.name == parameter.name {
        if case .raw(let name) = item.value,
          await !names(name, aValueOf: parameter, in: request)
        {
          unknown.append("“\(name)”")
        } else {
          known.append("“\(item.text)”")
        }
      }
      if !known.isEmpty {
        let noun = (parameter.title.isEmpty ? parameter.name : parameter.title).lowercased()
        said.append(
          .dialog(
            "I can only take one \(noun) at a time, so I've left out \(spokenList(known, "and"))."))
      }
      if !unknown.isEmpty {
        let them = unknown.count == 1 ? "it" : "them"
        said.append(
          .dialog(
            "I couldn't find \(parameter.titleWording.oneOf) called \(spokenList(unknown, "or")), "
              + "so I've left \(them) out."))
      }
    }
    return said
  }

  /// `result`, or when nothing matched, the first of its unconfirmed candidates whose slot
  /// holds a name its parameter's query finds, as the match: "order a mocha" orders the mocha
  /// Brew's drink query finds, though its phrases list only the popular drinks (see
}
