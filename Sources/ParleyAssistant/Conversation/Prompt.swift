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
  /// Whether a speaker reads the options after the question; `false` when the question
  /// already names them ("Did you mean Play News or Play Weather?").
  var readsChoicesAloud = true
}

extension Conversation {
  /// What `prompt` shows and says on the current surface.
  func items(of prompt: Prompt) -> [ReplyItem] {
    let question = dialogItems(prompt.dialog, snippet: prompt.snippet, fallback: prompt.fallback)
    guard let choices = prompt.choices else { return question }
    switch surface {
    case .display:
      return question + [.choices(choices)]
    case .speaker:
      return prompt.readsChoicesAloud
        ? question + [.dialog(spokenList(choices, "or") + "?")] : question
    }
  }

  /// Asks `prompt`, worded for the current surface, and waits in `state`.
  func ask(_ prompt: Prompt, prefix: [ReplyItem] = [], state: ConversationState) -> Reply {
    ask(items(of: prompt), prefix: prefix, state: state)
  }
}
