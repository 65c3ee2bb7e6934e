import Foundation
import ParleyAssistant
import ParleyMatcher

/// Writes the session, turn by turn, as a dialog transcript that `parley test` replays.
///
/// An existing file is kept: the recording is added to its end as a new conversation. Each turn
/// is written and flushed as it happens, so a crash loses nothing already said.
///
/// A transcript replays without a passcode, so a passcode exchange is never written (nor is the
/// passcode): the request that asked for it is written with the reply given once the passcode
/// was right, which is what an unlocked replay answers, and left out with a comment when the
/// passcode was wrong or the question was cancelled.
final class TranscriptRecorder {
  let path: String
  /// The program named in each conversation's title.
  private let program: String
  private let handle: FileHandle
  private let writer = TranscriptWriter()
  private let surface: Surface
  private let now: Date?
  private let matching: MatchingMode
  /// The request waiting for its passcode to be given.
  private var requestAwaitingPasscode: String?
  /// Why the file could not be written (a full disk, a closed device), once a write failed;
  /// nothing more is written after that.
  private(set) var failure: String?

  /// Opens `path` and writes the conversation's header.
  ///
  /// - Throws: ``RecordingError`` when the file cannot be created or opened.
  init(
    path: String, surface: Surface, now: Date?, unlocked: Bool,
    matching: MatchingMode = .flexible, program: String = "parley"
  ) throws {
    self.program = program
    self.path = path
    let url = URL(fileURLWithPath: path)
    let manager = FileManager.default
    let existed = manager.fileExists(atPath: path)
    if !existed, !manager.createFile(atPath: path, contents: nil) {
      throw RecordingError("Can't create '\(path)'.")
    }
    guard let handle = try? FileHandle(forWritingTo: url) else {
      throw RecordingError("Can't write to '\(path)'.")
    }
    self.handle = handle
    self.surface = surface
    self.now = now
    self.matching = matching
    _ = try? handle.seekToEnd()
    startConversation(after: existed, unlocked: unlocked)
    if let failure {
      try? handle.close()
      throw RecordingError(failure)
    }
  }

  /// Adds one turn: what the person typed and what the assistant answered.
  ///
  /// - Parameters:
  ///   - user: The line typed.
  ///   - reply: The answer.
  ///   - answeredPasscode: Whether the line answered the passcode question.
  ///   - asksPasscode: Whether the answer asks for the passcode.
  ///   - unlocked: Whether the session is unlocked after the answer.
  func record(
    user: String, reply: Reply, answeredPasscode: Bool = false, asksPasscode: Bool = false,
    unlocked: Bool = false
  ) {
    if asksPasscode {
      if !answeredPasscode { requestAwaitingPasscode = user }
      return
    }
    guard answeredPasscode else {
      write(writer.turn(user: user, expected: reply.items))
      return
    }
    guard let request = requestAwaitingPasscode else { return }
    requestAwaitingPasscode = nil
    write(
      unlocked
        ? writer.turn(user: request, expected: reply.items)
        : writer.comment("\"\(request)\" is left out: its passcode was not given."))
  }

  /// Adds a question left unanswered (Ctrl-C, `:quit`, end of input) as the "cancel" that
  /// replays it, so the next request is not read as its answer.
  func recordLeftQuestion(reply: Reply, answeredPasscode: Bool) {
    if !answeredPasscode {
      write(writer.comment("The question was left (Ctrl-C, :quit or end of input)."))
    }
    record(user: "cancel", reply: reply, answeredPasscode: answeredPasscode)
  }

  /// Adds a question no answer came to in time as the end of its conversation, with what was
  /// said of it in a comment, and goes on in a new conversation: a replay answers every line it
  /// is given and never waits, so the question is left where the conversation ends.
  func recordUnanswered(reply: Reply, unlocked: Bool) {
    if let request = requestAwaitingPasscode {
      requestAwaitingPasscode = nil
      write(writer.comment("\"\(request)\" is left out: its passcode was not given."))
    }
    let said = reply.items.compactMap { item -> String? in
      if case .dialog(let text) = item { return text }
      return nil
    }
    write(writer.comment("No answer came in time: \(said.joined(separator: " "))"))
    startConversation(after: true, unlocked: unlocked)
  }

  /// Starts a new conversation in the file, unlocked or locked, since a conversation's lock
  /// state is set once, before its first turn.
  func recordLockChange(unlocked: Bool) {
    startConversation(after: true, unlocked: unlocked)
  }

  /// Closes the file.
  func close() {
    try? handle.close()
  }

  private func startConversation(after earlier: Bool, unlocked: Bool) {
    let title = "Recorded with \(program)"
    write(
      (earlier ? "\n" : "")
        + writer.header(
          title: title, surface: surface, now: now, unlocked: unlocked, matching: matching))
  }

  private func write(_ text: String) {
    guard failure == nil else { return }
    do {
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      failure = "Can't write to '\(path)': \(Self.reason(error))."
      return
    }
    // A device or pipe cannot be synchronized; what was written has still reached it.
    try? handle.synchronize()
  }

  /// The system's words for why a write failed ("No space left on device").
  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
    guard
      let posix = [error, underlying].compactMap({ $0 }).first(where: {
        $0.domain == NSPOSIXErrorDomain
      })
    else { return "the file could not be written" }
    return String(cString: strerror(Int32(posix.code)))
  }
}

/// A transcript file that cannot be written.
struct RecordingError: Error {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
