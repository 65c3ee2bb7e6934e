import ParleyIntents

/// The words of a question, kept apart from how they are shown, so that a question asked
/// again is worded for the surface current then (the surface can change mid-dialog).
struct Prompt {
  /// The intent's own question, if it gave one.
  var dialog: IntentDialog?
  /// A card shown with the question on a display.
  var snippet: Snippet?
  /// The question said when `dialog` is `nil`.
  var fallback: String
  /// The options of a choice: a numbered list on a display, read out on a speaker.
  var choices: [String]?
  /// The section each choice is listed under, when the options come in sections.
  var choiceSections: [String?]?
  /// Whether a speaker reads the options after the question; `false` when the question
  /// already names them ("Did you mean Play News or Play Weather?").
  var readsChoicesAloud = true
  /// Whether `choices` are every value the answer can be (an enum's cases); when they are
  /// some (an entity query's suggestions), a speaker ends with "or another one", and when it
  /// reads five or more, with "or one of 3 others".
  var listsEveryValue = true
  /// How many more suggestions there are than `choices` lists.
  var unlisted = 0
  /// What an answer names beyond the list, when the list is some of the values ("trail"): a
  /// display ends it with "Or name another trail.", as a speaker says "or another one".
  var kind: String?
}

extension Conversation {
  /// How many options a speaker reads out.
  static let spokenChoices = 5
  /// How many suggestions a display lists; the rest are counted ("…and 4 more.").
  static let listedSuggestions = 10

  /// What `prompt` shows and says on the current surface, after `said` (a reason that may
  /// already name the options, which a speaker then does not read again).
  func items(of prompt: Prompt, after said: [ReplyItem] = []) -> [ReplyItem] {
    let question = dialogItems(prompt.dialog, snippet: prompt.snippet, fallback: prompt.fallback)
    guard let choices = prompt.choices else { return question }
    switch surface {
    case .display:
      let another = prompt.listsEveryValue ? nil : prompt.kind.map { "name another \($0)" }
      var more: [ReplyItem] = []
      if prompt.unlisted > 0 {
        more = [.dialog("…and \(prompt.unlisted) more" + (another.map { ", or \($0)." } ?? "."))]
      } else if let another {
        more = [.dialog("Or \(another).")]
      }
      return question + choiceItems(choices, sections: prompt.choiceSections) + more
    case .speaker:
      // A voice reads five options at most; more would not be remembered.
      let read =
        choices.count > Self.spokenChoices ? Array(choices.prefix(Self.spokenChoices)) : choices
      guard prompt.readsChoicesAloud, !names(read, in: said + question) else { return question }
      // Some of the values (an entity query's suggestions) end with "another one"; the first
      // five of a closed list, with how many more it has ("what are my options?" reads them).
      let more = choices.count - read.count
      let spoken =
        !prompt.listsEveryValue
        ? read + ["another one"]
        : more > 0 ? read + [more == 1 ? "one other" : "one of \(more) others"] : read
      return question + [.dialog(spokenList(spoken, "or") + "?")]
    }
  }

  /// The numbered list of `choices`; under a heading per section when they come in sections.
  /// The numbers run on across the sections, so that "3" names the third option listed.
  private func choiceItems(_ choices: [String], sections: [String?]?) -> [ReplyItem] {
    guard let sections, sections.count == choices.count else { return [.choices(choices)] }
    var items: [ReplyItem] = []
    var start = 0
    while start < choices.count {
      var end = start + 1
      while end < choices.count, sections[end] == sections[start] { end += 1 }
      if let title = sections[start] { items.append(.dialog("\(title):")) }
      items.append(.choices(Array(choices[start..<end])))
      start = end
    }
    return items
  }

  /// Whether the question already says every one of `choices` ("Which setting? The daily goal
  /// or the card order?"), so reading them again would repeat it. The person's own words, quoted
  /// (“small or medium”), name no option read to them.
  private func names(_ choices: [String], in question: [ReplyItem]) -> Bool {
    let said = question.map { item -> String in
      if case .dialog(let text) = item { return Self.withoutQuotes(text).lowercased() }
      return ""
    }.joined(separator: " ")
    return choices.allSatisfy { said.contains($0.lowercased()) }
  }

  /// `text` without what it quotes: "Sorry, “small or medium” fits more than one of them." is
  /// "Sorry,  fits more than one of them.".
  private static func withoutQuotes(_ text: String) -> String {
    var kept = ""
    var quoted = false
    for character in text {
      if character == "“" {
        quoted = true
      } else if character == "”" {
        quoted = false
      } else if !quoted {
        kept.append(character)
      }
    }
    return kept
  }

  /// Asks `prompt`, worded for the current surface, and waits in `state`.
  func ask(_ prompt: Prompt, prefix: [ReplyItem] = [], state: ConversationState) -> Reply {
    take { $0.ask(prompt, after: prefix, question: state) }
  }

  /// On a display, `said` without a closing sentence that names exactly the options listed
  /// under the question ("Sorry, “lots” isn't a size. It can be Cup, Bowl, or Large Bowl."),
  /// since the numbered list shows them; a speaker reads them once, in that sentence.
  func withoutListedOptions(_ said: [ReplyItem], before prompt: Prompt) -> [ReplyItem] {
    guard surface == .display, let choices = prompt.choices, prompt.unlisted == 0 else {
      return said
    }
    let sentence = possibleValuesSentence(choices)
    return said.map { item in
      guard case .dialog(let text) = item, text.hasSuffix(sentence) else { return item }
      return .dialog(String(text.dropLast(sentence.count)))
    }
  }
}
