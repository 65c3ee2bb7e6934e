import ParleyAssistant

/// `parley ask "UTTERANCE"`: one request; follow-up questions read their answers from stdin.
struct AskCommand: Command {
  let name = "ask"
  let abstract = "Send one request; answer any follow-up question on standard input."
  let usage =
    "ask \"UTTERANCE\" [--speaker [--say]] [--app NAME] [--passcode CODE] [--unlocked]"
  let discussion = """
    Prints the exchange and exits 0 when the request was carried out, 1 when it was not \
    understood, was cancelled or refused, or failed: an error the intent threw is not done, though \
    its message is the answer (also exits 1 when input ends during a question). A request or an \
    answer starting with a colon is a command, as in chat: "{program} ask :phrases" lists the \
    phrases, and ":why" answering a question shows how the request matched.
    """
  let options = ReplSettings.options + SpeechInput.options + DataLocation.options

  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    var utterance = arguments.positionals.joined(separator: " ")
    guard
      SpeechInput.isRequested(arguments) || !utterance.trimmingCharacters(in: .whitespaces).isEmpty
    else {
      throw UsageError("Say what to ask, for example: {program} ask \"{simple-request}\"")
    }
    let settings = try ReplSettings(arguments, environment: context.environment)
    let (catalog, data) = try await DataLocation.catalog(arguments, context: context)
    var spoken = try SpeechInput.reader(
      arguments, files: arguments.allValues("wav"), catalog: catalog, context: context)
    if var reader = spoken, utterance.isEmpty {
      let first = reader.readLine(prompt: "› ")
      for notice in reader.takeNotices() { context.console.notice(notice) }
      guard case .line(let heard) = first else { return .failure }
      utterance = heard
      spoken = reader
    }
    let session = ReplSession(
      context: context, catalog: catalog, settings: settings, data: data, reader: spoken)
    let commands = ReplCommands(session: session)
    var reply: Reply
    switch await commands.take(utterance) {
    case .reply(let first): reply = first
    case .command(let result): return result == .unknown ? .failure : .success
    case .blank: return .failure
    }
    while reply.awaitsAnswer {
      switch session.read() {
      case .line(let answer):
        switch await commands.take(answer) {
        case .reply(let next): reply = next
        case .command(.quit):
          _ = session.interrupt()
          return .failure
        case .command, .blank: continue
        }
      case .timedOut:
        reply = session.timeOut() ?? reply
        return .failure
      case .interrupted, .endOfInput:
        reply = session.interrupt() ?? reply
        return .failure
      }
    }
    return reply.outcome == .completed ? .success : .failure
  }
}
