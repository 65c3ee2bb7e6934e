import ParleyAssistant

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `parley` / `parley chat`: the REPL over the apps, on a display or as a speaker.
struct ChatCommand: Command {
  let name = "chat"
  let abstract = "Talk to {apps} as you would to Siri (the default command)."
  let usage =
    "chat [--speaker [--say]] [--app NAME] [--passcode CODE] [--unlocked]"
  let discussion = """
    Type a request such as "{request}". Lines starting with a \
    colon are commands (:help lists them); a line starting with / runs an intent directly: \
    {invocation}. Lines can be piped in: a file of lines drives a whole \
    conversation. Ctrl-C abandons the current question; Ctrl-D or :quit leaves. A speaker \
    leaves a question when no answer starts within 8 seconds (--answer-timeout).
    """
  let options = ReplSettings.options + SpeechInput.options + DataLocation.options

  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    let wavs = arguments.allValues("wav")
    guard arguments.positionals.isEmpty || !wavs.isEmpty else {
      throw UsageError(
        "chat takes no words; to send one request use: {program} ask \"\(arguments.positionals.joined(separator: " "))\""
      )
    }
    let settings = try ReplSettings(arguments, environment: context.environment)
    let (catalog, data) = try await DataLocation.catalog(arguments, context: context)
    let spoken = try SpeechInput.reader(
      arguments, files: wavs + arguments.positionals, catalog: catalog, context: context)
    let session = ReplSession(
      context: context, catalog: catalog, settings: settings, data: data, reader: spoken)
    if session.isInteractive {
      signal(SIGINT, SIG_IGN)
      let names = session.conversation.catalog.apps.map(\.name)
      session.note(
        "Parley — talking to \(spokenList(names, "and")) on a \(settings.surface.rawValue). "
          + "Type :help for commands, Ctrl-D to leave.")
    }
    let commands = ReplCommands(session: session)
    while true {
      switch session.read() {
      case .endOfInput:
        _ = session.interrupt()
        session.recorder?.close()
        return .success
      case .timedOut:
        _ = session.timeOut()
      case .interrupted:
        if session.interrupt() == nil, session.isInteractive {
          session.note("(Ctrl-D or :quit leaves.)")
        }
      case .line(let line):
        if case .command(.quit) = await commands.take(line) {
          _ = session.interrupt()
          session.recorder?.close()
          return .success
        }
      }
    }
  }
}
