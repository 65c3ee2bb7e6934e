import Foundation
import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// Notes that `value` was taken for words that are none of its names ("the lamp" for the
  /// Desk Lamp), so that the answer says which it was if the intent's own answer does not.
  /// Values given by their name, a number or a position, and values that are no entity or enum
  /// case, are not noted.
  func noteInferred(_ value: Any, from text: String, in request: ActiveRequest) {
    guard value is any AppEntity || value is any AppEnum, !SpokenValue.isPosition(text) else {
      return
    }
    let said = Self.nameWords(text)
    let option = option(for: value)
    guard !said.isEmpty, !option.names.contains(where: { Self.nameWords($0) == said }) else {
      return
    }
    if !request.inferred.contains(where: { $0.title == option.title }) {
      request.inferred.append((said: text, title: option.title))
    }
  }

  /// Forgets that `parameter`'s value was taken for other words: it is replaced ("Sorry, French
  /// Onion Soup is out of stock today. Which soup?"), and what is done never uses it.
  func forgetInferred(_ parameter: any AnyIntentParameter, in request: ActiveRequest) {
    guard let old = parameter.anyValue else { return }
    let title = option(for: old).title
    request.inferred.removeAll { $0.title == title }
  }

  /// `items`, the intent's answer, after a sentence for each value taken for words that are
  /// none of its names which the answer does not name: "I took “the lamp” as Desk Lamp." Nothing
  /// Parley chose is left unsaid.
  func sayingInferredValues(_ items: [ReplyItem], of request: ActiveRequest) -> [ReplyItem] {
    let shown = items.map(Self.text(of:)).joined(separator: "\n").lowercased()
    let unsaid = request.inferred.filter { !shown.contains($0.title.lowercased()) }
    return unsaid.map { .dialog("I took “\($0.said)” as \($0.title).") } + items
  }

  /// The words of `text` that name something, folded: without case, accents, punctuation or
  /// the articles before a name.
  static func nameWords(_ text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }.map(String.init)
      .filter { !Lexicon.wordsBeforeName.contains($0) }
  }

  /// The text an item shows or says.
  private static func text(of item: ReplyItem) -> String {
    switch item {
    case .dialog(let text): return text
    case .snippet(let snippet):
      return ([snippet.title ?? ""] + snippet.lines).joined(separator: "\n")
    case .choices(let choices): return choices.joined(separator: "\n")
    }
  }
}
