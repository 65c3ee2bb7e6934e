import Foundation
import ParleyAssistant

/// Writes the session, turn by turn, as a dialog transcript that `parley test` replays.
///
/// An existing file is kept: the recording is added to its end as a new conversation. Each turn
/// is written and flushed as it happens, so a crash loses nothing already said.
final class TranscriptRecorder {
  let path: String
  private let handle: FileHandle
  private let writer = TranscriptWriter()

  /// Opens `path` and writes the conversation's header.
  ///
  /// - Throws: ``RecordingError`` when the file cannot be created or opened.
  init(path: String, surface: Surface, now: Date?, unlocked: Bool) throws {
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
    _ = try? handle.seekToEnd()
    let title = "Recorded with parley"
    write(
      (existed ? "\n" : "")
        + writer.header(title: title, surface: surface, now: now, unlocked: unlocked))
  }

  /// Adds one turn: what the person typed and what the assistant answered.
  func record(user: String, reply: Reply) {
    write(writer.turn(user: user, expected: reply.items))
  }

  /// Closes the file.
  func close() {
    try? handle.close()
  }

  private func write(_ text: String) {
    try? handle.write(contentsOf: Data(text.utf8))
    try? handle.synchronize()
  }
}

/// A transcript file that cannot be written.
struct RecordingError: Error {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
