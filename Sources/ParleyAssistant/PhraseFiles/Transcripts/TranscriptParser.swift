import Foundation

/// Reads the lines of a `.transcript` file one at a time, collecting conversations and
/// problems.
struct TranscriptParser: PhraseFileReader {
  /// The directives a conversation knows.
  static let directives = ["surface", "now", "unlocked", "matching", "apps"]
  /// The markers a transcript line may start with, for messages.
  static let markers = ["---", "@", ">", "<", "=", "|", "!", "*", "+", "#"]

  /// The text a `+` line continues.
  private enum Continuable {
    case user
    case reply
  }

  /// Every problem found so far.
  private(set) var errors: [PhraseFileError] = []
  /// The finished conversations.
  private var conversations: [TranscriptConversation] = []
  /// The conversation being read.
  private var conversation: TranscriptConversation?
  /// The turn being read.
  private var turn: TranscriptTurn?
  /// The line of each directive seen in the current conversation.
  private var directiveLines: [String: Int] = [:]
  /// Whether a `|` or `*` line may join the reply's last snippet or list.
  private var groupIsOpen = false
  /// What a `+` line would continue, if anything.
  private var continuable: Continuable?

  /// Reads one line.
  mutating func read(_ line: PhraseFileLine) {
    let start = line.skippingWhitespace(from: 0)
    guard start < line.characters.count else {
      groupIsOpen = false
      continuable = nil
      return
    }
    let text = Self.text(of: line, afterMarkerAt: start)
    switch line.characters[start] {
    case "#":
      return
    case "-" where Self.startsConversation(line, at: start):
      startConversation(title: line.trimmedText(start + 3, line.characters.count), on: line)
    case "@":
      readDirective(Directive(line: line, at: start), on: line)
    case ">":
      startTurn(user: line.trimmedText(start + 1, line.characters.count), on: line, at: start)
    case "<" where line.characters.count > start + 1 && line.characters[start + 1] == "~":
      addCheck(on: line, at: start)
    case "<":
      addReply(.dialog(text), on: line, at: start)
    case "=":
      addReply(.snippet(Snippet(title: text.isEmpty ? nil : text, lines: [])), on: line, at: start)
    case "|":
      addReply(.snippet(Snippet(title: nil, lines: [text])), joinsGroup: true, on: line, at: start)
    case "!":
      addAction(Self.action(text), on: line, at: start)
    case "*":
      addReply(.choices([text]), joinsGroup: true, on: line, at: start)
    case "+":
      continueText(text, on: line, at: start)
    default:
      errors.append(
        line.error(
          .unknownLine,
          "unexpected line; a transcript line starts with "
            + Directive.list(Self.markers.map { "'\($0)'" }), at: start))
    }
  }

  /// Finishes the file and returns the transcript.
  mutating func finish() -> Transcript {
    finishConversation()
    return Transcript(conversations: conversations)
  }

  /// Whether the line is `---`, alone or followed by whitespace and a title.
  private static func startsConversation(_ line: PhraseFileLine, at start: Int) -> Bool {
    let characters = line.characters
    guard characters.count >= start + 3, characters[start..<start + 3] == ["-", "-", "-"] else {
      return false
    }
    return characters.count == start + 3 || characters[start + 3].isWhitespace
  }

  /// The text after the marker at `start`, without the one space that follows it. A text that
  /// starts with a combining mark shares its first character with that space; only the space
  /// goes.
  private static func text(of line: PhraseFileLine, afterMarkerAt start: Int) -> String {
    var text = line.text(start + 1, line.characters.count)
    if text.unicodeScalars.first == " " { text.unicodeScalars.removeFirst() }
    return text
  }

  private mutating func startConversation(title: String, on line: PhraseFileLine) {
    finishConversation()
    let start = line.skippingWhitespace(from: 0)
    conversation = TranscriptConversation(
      title: title.isEmpty ? nil : title, location: line.location(at: start))
  }

  private mutating func finishConversation() {
    finishTurn()
    if let conversation { conversations.append(conversation) }
    conversation = nil
    directiveLines = [:]
  }

  private mutating func finishTurn() {
    if let turn { conversation?.turns.append(turn) }
    turn = nil
    groupIsOpen = false
    continuable = nil
  }

  /// Starts a conversation without a `---` line when the file begins with directives or turns.
  private mutating func ensureConversation(on line: PhraseFileLine, at start: Int) {
    if conversation == nil {
      conversation = TranscriptConversation(location: line.location(at: start))
    }
  }

  private mutating func readDirective(_ directive: Directive, on line: PhraseFileLine) {
    ensureConversation(on: line, at: directive.nameIndex)
    continuable = nil
    guard Self.directives.contains(directive.name) else {
      errors.append(directive.unknownError(known: Self.directives, on: line))
      return
    }
    if turn != nil || conversation?.turns.isEmpty == false {
      errors.append(
        line.error(
          .directiveAfterTurn,
          "directive '@\(directive.name)' after a turn; put directives "
            + "before the conversation's first '>' line, or start a new conversation with '---'",
          at: directive.nameIndex))
      return
    }
    if let firstLine = directiveLines[directive.name] {
      errors.append(directive.duplicateError(firstLine: firstLine, on: line))
      return
    }
    directiveLines[directive.name] = line.number
    switch directive.name {
    case "surface":
      if let surface = surface(of: directive, on: line) { conversation?.surface = surface }
    case "now":
      conversation?.now = directive.date(on: line, errors: &errors)
    case "matching":
      if let mode = directive.matchingMode(on: line, errors: &errors) {
        conversation?.matching = mode
      }
    case "apps":
      let apps = directive.value.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard !apps.isEmpty, !apps.contains(where: \.isEmpty) else {
        errors.append(
          line.error(
            .badDirectiveValue, "'@apps' takes the names of apps, separated by commas",
            at: directive.valueIndex))
        return
      }
      conversation?.apps = apps
    default:
      guard directive.value.isEmpty else {
        errors.append(
          line.error(
            .badDirectiveValue, "'@\(directive.name)' takes no value", at: directive.valueIndex))
        return
      }
      conversation?.unlocked = true
    }
  }

  private mutating func surface(of directive: Directive, on line: PhraseFileLine) -> Surface? {
    let names = Surface.allCases.map(\.rawValue)
    if let surface = Surface(rawValue: directive.value) { return surface }
    let expected = Directive.list(names.map { "'\($0)'" })
    if directive.value.isEmpty {
      errors.append(
        line.error(
          .badDirectiveValue, "'@surface' needs a value: \(expected)", at: directive.valueIndex))
    } else {
      var message = "unknown surface '\(directive.value)'"
      if let suggestion = SpellingSuggestion.closest(to: directive.value, among: names) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message += "; expected \(expected)"
      }
      errors.append(line.error(.unknownSurface, message, at: directive.valueIndex))
    }
    return nil
  }

  private mutating func startTurn(user: String, on line: PhraseFileLine, at start: Int) {
    ensureConversation(on: line, at: start)
    finishTurn()
    if user.isEmpty {
      errors.append(line.error(.emptyUtterance, "empty user line after '>'", at: start))
    }
    turn = TranscriptTurn(user: user, expected: [], location: line.location(at: start))
    continuable = .user
  }

  /// Adds a reply line's item; a `|` or `*` line (`joinsGroup`) joins the last snippet or list
  /// when it follows it with no blank line between.
  private mutating func addReply(
    _ item: ReplyItem, joinsGroup: Bool = false, on line: PhraseFileLine, at start: Int
  ) {
    guard var current = turn else {
      errors.append(
        line.error(
          .replyBeforeTurn, "reply line before any '>' line; a reply follows what the user typed",
          at: start))
      continuable = nil
      return
    }
    switch (current.expected.last, item) {
    case (.snippet(var snippet), .snippet(let added)) where joinsGroup && groupIsOpen:
      snippet.lines += added.lines
      current.expected[current.expected.count - 1] = .snippet(snippet)
    case (.choices(let options), .choices(let added)) where joinsGroup && groupIsOpen:
      current.expected[current.expected.count - 1] = .choices(options + added)
    default:
      current.expected.append(item)
    }
    turn = current
    if case .dialog = item { groupIsOpen = false } else { groupIsOpen = true }
    continuable = .reply
  }

  /// Adds a `<~` line: a sentence checked by what it contains, a pattern, a list or a
  /// localisation key rather than exactly.
  private mutating func addCheck(on line: PhraseFileLine, at start: Int) {
    switch DialogCheckReader.check(in: line, afterMarkerAt: start) {
    case .failure(let error):
      errors.append(error)
      continuable = nil
    case .success(let check):
      addReply(.dialog(check.description), on: line, at: start)
      guard var current = turn else { return }
      current.checks[current.expected.count - 1] = check
      turn = current
      // A check is one line: nothing continues it.
      continuable = nil
    }
  }

  /// Adds a `!` line's action to the card the lines before it draw.
  private mutating func addAction(
    _ action: Snippet.Action, on line: PhraseFileLine, at start: Int
  ) {
    guard var current = turn, groupIsOpen, case .snippet(var snippet) = current.expected.last
    else {
      errors.append(
        line.error(
          .unknownLine,
          "'!' is an action of a snippet card and follows its '=', '|' or '!' lines", at: start))
      continuable = nil
      return
    }
    snippet.actions.append(action)
    current.expected[current.expected.count - 1] = .snippet(snippet)
    turn = current
    continuable = nil
  }

  /// The action a `!` line shows: `[x] Pinned` or `[ ] Pinned` for a toggle, else a button.
  static func action(_ text: String) -> Snippet.Action {
    for (mark, isOn) in [("[x] ", true), ("[ ] ", false)] where text.hasPrefix(mark) {
      return Snippet.Action(label: String(text.dropFirst(mark.count)), isOn: isOn)
    }
    return Snippet.Action(label: text)
  }

  /// Continues the text of the line before with a new line of text.
  private mutating func continueText(_ text: String, on line: PhraseFileLine, at start: Int) {
    guard var current = turn, let continuable else {
      errors.append(
        line.error(
          .unknownLine,
          "'+' continues the text of a '>', '<', '=', '|' or '*' line, and follows "
            + "none here", at: start))
      return
    }
    switch continuable {
    case .user:
      current.user += "\n" + text
    case .reply:
      if let last = current.expected.popLast() {
        current.expected.append(Self.appending(text, toLastTextOf: last))
      }
    }
    turn = current
  }

  /// The item with `"\n" + text` added to the text its last line set.
  private static func appending(_ text: String, toLastTextOf item: ReplyItem) -> ReplyItem {
    switch item {
    case .dialog(let dialog):
      return .dialog(dialog + "\n" + text)
    case .snippet(var snippet):
      if snippet.lines.isEmpty {
        snippet.title = (snippet.title ?? "") + "\n" + text
      } else {
        snippet.lines[snippet.lines.count - 1] += "\n" + text
      }
      return .snippet(snippet)
    case .choices(var options):
      if options.isEmpty { return item }
      options[options.count - 1] += "\n" + text
      return .choices(options)
    }
  }
}
