#if os(Linux)
  import Foundation
  import Glibc
  import Testing

  @testable import ParleyCLI

  /// Drives the real editor on a pseudo-terminal. Keys are typed after raw mode is on, so the
  /// terminal hands them over exactly as sent.
  @Suite(.serialized) struct TerminalLineEditorTests {
    private func makeEditor(on pty: PseudoTerminal, historyFile: URL? = nil) -> TerminalLineEditor {
      TerminalLineEditor(
        history: HistoryStore(fileURL: historyFile), input: pty.terminal, output: pty.terminal)
    }

    private func read(
      _ keys: String, with editor: inout TerminalLineEditor, on pty: PseudoTerminal,
      secret: Bool = false
    ) -> LineInput {
      #expect(RawMode.enable(descriptor: pty.terminal))
      pty.type(keys)
      let input = secret ? editor.readSecret(prompt: "> ") : editor.readLine(prompt: "> ")
      #expect(!RawMode.isEnabled)
      #expect(pty.isInLineMode)
      return input
    }

    @Test func editsALineAndRestoresTheTerminal() throws {
      let pty = try #require(PseudoTerminal())
      var editor = makeEditor(on: pty)
      #expect(pty.isInLineMode)
      #expect(read("hxi\u{1B}[D\u{7F}\u{1B}[F!\r", with: &editor, on: pty) == .line("hi!"))
      let final = LineView.render(prompt: "> ", buffer: EditBuffer("hi!"), columns: 80)
      let drawn = pty.drawn()
      #expect(drawn.hasPrefix(LineView.render(prompt: "> ", buffer: EditBuffer(), columns: 80)))
      #expect(drawn.hasSuffix(final + "\r\r\n"))
    }

    @Test func recallsHistoryAndHandlesControlKeys() throws {
      let pty = try #require(PseudoTerminal())
      var editor = makeEditor(on: pty)
      #expect(read("open trails\r", with: &editor, on: pty) == .line("open trails"))
      #expect(read("\u{1B}[A\r", with: &editor, on: pty) == .line("open trails"))
      #expect(read("half\u{03}", with: &editor, on: pty) == .interrupted)
      #expect(pty.drawn().hasSuffix("^C\r\r\n"))
      #expect(read("\u{04}", with: &editor, on: pty) == .endOfInput)
      #expect(editor.takeNotices() == [])
    }

    @Test func secretLineIsNeitherDrawnNorKept() throws {
      let pty = try #require(PseudoTerminal())
      var editor = makeEditor(on: pty)
      #expect(read("visible\r", with: &editor, on: pty) == .line("visible"))
      _ = pty.drawn()
      #expect(
        read("s3cr\u{7F}et\u{1B}[A\r", with: &editor, on: pty, secret: true) == .line("s3cet"))
      let drawn = pty.drawn()
      #expect(!drawn.contains("s3"))
      #expect(!drawn.contains("visible"))
      #expect(
        drawn.hasSuffix(LineView.render(prompt: "> ", buffer: EditBuffer(), columns: 80) + "\r\r\n")
      )
      #expect(read("\u{1B}[A\r", with: &editor, on: pty) == .line("visible"))
    }

    /// The handler now set for `number`, as an address (0 for the default), left unchanged.
    private func currentHandler(_ number: Int32) -> Int {
      let handler = signal(number, SIG_DFL)
      _ = signal(number, handler)
      return handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    @Test func rawModeHandlesSignalsOnlyWhileOnAndLeavesIgnoredOnesAlone() throws {
      let pty = try #require(PseudoTerminal())
      let savedHangUp = signal(SIGHUP, SIG_IGN)
      defer { _ = signal(SIGHUP, savedHangUp) }
      let terminateBefore = currentHandler(SIGTERM)
      #expect(RawMode.enable(descriptor: pty.terminal))
      let hangUpWhileRaw = currentHandler(SIGHUP)
      let terminateWhileRaw = currentHandler(SIGTERM)
      RawMode.disable()
      #expect(hangUpWhileRaw == 1)  // SIG_IGN
      #expect(terminateWhileRaw != terminateBefore)
      #expect(currentHandler(SIGTERM) == terminateBefore)
      #expect(currentHandler(SIGHUP) == 1)
    }

    @Test func keysTypedAheadAreKeptForTheNextLine() throws {
      let pty = try #require(PseudoTerminal())
      var editor = makeEditor(on: pty)
      #expect(read("one\rtwo\r", with: &editor, on: pty) == .line("one"))
      #expect(read("", with: &editor, on: pty) == .line("two"))
    }

    @Test func historyThatCannotBeSavedIsReportedOnce() throws {
      let pty = try #require(PseudoTerminal())
      let blocker = FileManager.default.temporaryDirectory
        .appendingPathComponent("parley-blocker-\(UUID().uuidString)")
      try Data().write(to: blocker)
      defer { try? FileManager.default.removeItem(at: blocker) }
      let file = blocker.appendingPathComponent("history")
      var editor = makeEditor(on: pty, historyFile: file)
      #expect(read("first\r", with: &editor, on: pty) == .line("first"))
      #expect(
        editor.takeNotices() == [
          "Could not save history to \(file.path): cannot create the directory "
            + "\(blocker.path). History of this session will not be kept."
        ])
      #expect(read("second\r", with: &editor, on: pty) == .line("second"))
      #expect(editor.takeNotices() == [])
      #expect(read("\u{1B}[A\u{1B}[A\r", with: &editor, on: pty) == .line("first"))
    }
  }
#endif
