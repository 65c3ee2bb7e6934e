import Foundation

/// Lines heard instead of typed: each WAV file given in turn, then, when listening, what the
/// microphone records each time Enter is pressed on an empty line.
///
/// Every line heard is shown as `heard: …` on standard output before the conversation takes
/// it, on either surface. A line typed while listening is taken as typed.
///
/// ```swift
/// var reader = SpokenLineReader(files: [latte, large], recognizer: recognizer, console: console)
/// reader.readLine(prompt: "› ")  // prints "heard: order a latte with brew", .line("order a latte with brew")
/// ```
struct SpokenLineReader: LineReader {
  /// The WAV files still to hear, as given.
  private var files: [String]
  private let recognizer: SpeechRecognizer
  private let console: Console
  /// The microphone, when listening.
  private let microphone: Microphone?
  /// Reads Enter (or a typed line) between recordings.
  private var typed: any LineReader
  private var notices: [String] = []
  let lastLineWasTruncated = false

  init(
    files: [String], recognizer: SpeechRecognizer, console: Console, microphone: Microphone? = nil,
    typed: any LineReader = PipedLineReader()
  ) {
    self.files = files
    self.recognizer = recognizer
    self.console = console
    self.microphone = microphone
    self.typed = typed
  }

  mutating func readLine(prompt: String) -> LineInput {
    while !files.isEmpty {
      let file = files.removeFirst()
      do {
        return heard(try recognizer.hear(URL(fileURLWithPath: file)))
      } catch let error as WaveAudioError {
        notices.append("\(file): \(error.reason)")
      } catch {
        notices.append("\(error)")
      }
    }
    guard let microphone else {
      recognizer.finish()
      return .endOfInput
    }
    while true {
      console.err("(Press Enter and speak for \(microphone.seconds) seconds, or type a line.)")
      let input = typed.readLine(prompt: prompt)
      notices += typed.takeNotices()
      guard case .line(let line) = input else {
        if input == .endOfInput { recognizer.finish() }
        return input
      }
      guard line.trimmingCharacters(in: .whitespaces).isEmpty else { return input }
      do {
        recognizer.makeScratch()
        let recording = try microphone.record(into: recognizer.scratch)
        defer { try? FileManager.default.removeItem(at: recording) }
        let words = try recognizer.hear(recording)
        if words.isEmpty {
          console.err("(Heard nothing.)")
          continue
        }
        return heard(words)
      } catch {
        notices.append("\(error)")
        return .endOfInput
      }
    }
  }

  private func heard(_ words: String) -> LineInput {
    console.out("heard: \(words)")
    return .line(words)
  }

  mutating func takeNotices() -> [String] {
    defer { notices = [] }
    return notices
  }
}

/// Records from the system's microphone with `arecord`, a few seconds at a time.
struct Microphone: Sendable {
  let program: URL
  let seconds: Int
  let environment: [String: String]

  /// Records `seconds` of sound, one channel at 16 kHz, into a new WAV file in `folder`.
  ///
  /// - Throws: ``SpeechInputError`` when `arecord` cannot run or fails.
  func record(into folder: URL) throws(SpeechInputError) -> URL {
    let file = folder.appendingPathComponent("heard-\(UUID().uuidString).wav")
    let arguments = [
      "-q", "-f", "S16_LE", "-r", "16000", "-c", "1", "-d", String(seconds), file.path,
    ]
    try ChildProcess.runToEnd(program, arguments, environment: environment) { status in
      "arecord could not record (exit status \(status)); is there a microphone?"
    }
    return file
  }
}
