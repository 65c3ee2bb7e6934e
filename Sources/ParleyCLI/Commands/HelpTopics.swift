/// Help pages that are not a command's: `parley help files` shows the formats of the files
/// `parley test` reads, so a developer who has only the program can write them.
struct HelpTopic: Sendable {
  let name: String
  let abstract: String
  let text: String

  static let all = [files]

  /// A whole app declared in a phrase file, as `help files` shows it.
  static let exampleApp = """
    @app Tunes
      synonyms: Tunes Player, the music app
    @entity Playlist
      - Morning Run: running, my run mix
      - Focus: study music
    @enum Mode: Repeat mode
      - All: everything
      - Off: no repeat
    @intent PlayPlaylist: Play Playlist
      parameter playlist: Playlist, ask: Which playlist?
      phrase: Play ${playlist} in ${applicationName}
      phrase: Put on ${playlist} with ${applicationName}
      answer: Playing ${playlist}.
    @intent SetRepeat: Set Repeat
      parameter mode: Mode, optional
      phrase: Set repeat to ${mode} in ${applicationName}
      confirm: Repeat ${mode}?
      answer: Repeat is ${mode}.
    """

  /// A suite of the example app's requests, as `help files` shows it.
  static let exampleSuite = """
    @now 2026-11-21T09:00:00Z
    play morning run in tunes        => PlayPlaylist playlist="Morning Run"
    set repeat to all in tunes       => SetRepeat mode=All
    order a pizza                    => nothing
    """

  /// A transcript of the example app, as `help files` shows it.
  static let exampleTranscript = """
    --- a playlist asked for, display
    @surface display
    @now 2026-11-21T09:00:00Z
    > play a playlist in tunes
    < Which playlist?
    * Morning Run
    * Focus
    > focus
    < Playing Focus.
    """

  /// `text` with each line indented by `spaces`.
  private static func indented(_ text: String, by spaces: Int) -> String {
    let margin = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { margin + $0 }
      .joined(separator: "\n")
  }

  /// The `.phrases`, `.tests` and `.transcript` formats, with the example app, suite and
  /// transcript (which the tests check pass `parley test` as shown).
  static let files = HelpTopic(
    name: "files", abstract: "The formats of phrase files, suites (*.tests) and transcripts.",
    text: """
      FILES: plain UTF-8 text, one statement per line, '#' comments; every mistake is
      reported as FILE:LINE:COLUMN: message. '{program} test PATH…' reads the files in PATH.

      NAME.phrases: declare a whole app, with no Swift code behind it
      \(indented(exampleApp, by: 2))

        - A line starting with '@' opens a block; the lines after it belong to it.
        - '@app NAME' (once), then 'synonyms:' (other names), 'never:' (a phrase the app must
          not take) and 'app name in phrases: optional' (phrases may leave the name out).
        - '@entity NAME' or '@enum NAME', optionally ': TITLE' and the type's other names
          (': Folder, Deck'), then one value per line: '- Title: synonym, synonym'.
        - '@intent NAME', optionally ': TITLE', then:
            parameter NAME: TYPE[, optional][, ask: QUESTION]
                TYPE is string, integer, decimal, boolean, date or a declared entity or enum
            phrase: TEXT   an App Shortcut phrase: ${applicationName} once, at most one
                           ${parameter}, an entity or enum one
            confirm: TEXT  asked before the intent runs
            answer: TEXT   the full answer; supporting: TEXT the shorter one under a card
          ${name} in confirm, answer and supporting is the value as said.
        - Without '@intent' blocks, 'Intent: phrase' lines under '@app' add phrases to an
          app written in Swift.

      NAME.tests: requests and the intent each must reach
      \(indented(exampleSuite, by: 2))

        - The request, '=>', then 'nothing' or the intent's name ('App.Intent' also), then any
          'name=value' or 'name="value with spaces"' to check; values ignore case, and an
          entity or enum value may be written by its title or a synonym.
        - '@now DATE' sets the clock for relative dates; '@focus App' says the lines below it
          to that app as right after one of its intents ran ('@focus' alone ends it).

      NAME.transcript: conversations and the exact replies expected
      \(indented(exampleTranscript, by: 2))

        - '---' starts a conversation; '@surface display|speaker', '@now', '@unlocked',
          '@matching flexible|siri|exact' and '@apps A, B' come before its first '>' line.
        - '> text' is what the person says; '< text' a sentence of the reply, '= title' and
          '| text' a card, '! label' a button of the card, '* text' an option to choose,
          '+ text' the previous line continued.
        - '{program} chat' writes one as you talk with ':record FILE'.

      Try:  {program} test Tunes.phrases Tunes.tests Tunes.transcript --app Tunes
      """)
}
