import Foundation
import ParleyAssistant

/// The suite (`*.tests`) and transcript (`*.transcript`) readers: any bytes give a value or
/// errors with locations inside the file; what parses is run, and a transcript written back
/// parses to the same transcript.
enum FileHarness {
  static func prepare() {
    _ = Catalogs.catalog
  }

  static func runSuite(_ data: Data) {
    do {
      let suite = try PhraseSuite.parse(data.prefix(8192), file: "fuzz.tests")
      let runner = PhraseSuiteRunner(catalog: Catalogs.catalog)
      _ = runner.problems(in: suite)
      for suiteCase in suite.cases.prefix(8) {
        _ = blocking { await runner.run(suiteCase) }
      }
    } catch let errors as PhraseFileErrors {
      checkLocations(errors, file: "fuzz.tests", lines: lineCount(data.prefix(8192)))
    } catch {
      violated("the suite reader threw \(error)")
    }
  }

  static func runTranscript(_ data: Data) {
    do {
      let transcript = try Transcript.parse(data.prefix(8192), file: "fuzz.transcript")
      let written = TranscriptWriter().transcript(transcript)
      guard let reread = try? Transcript.parse(Data(written.utf8), file: "fuzz.transcript")
      else {
        violated("a written transcript does not parse:\n\(written)")
      }
      let turns = transcript.conversations.map { $0.turns.map(\.user) }
      if reread.conversations.map({ $0.turns.map(\.user) }) != turns {
        violated("a written transcript reads back other turns:\n\(written)")
      }
      let runner = TranscriptRunner(catalog: Catalogs.catalog)
      for conversation in transcript.conversations.prefix(4) {
        var short = conversation
        short.turns = Array(conversation.turns.prefix(8))
        _ = blocking { await runner.run(short) }
      }
    } catch let errors as PhraseFileErrors {
      checkLocations(errors, file: "fuzz.transcript", lines: lineCount(data.prefix(8192)))
    } catch {
      violated("the transcript reader threw \(error)")
    }
  }

  /// Every error names the file and a line in it.
  static func checkLocations(_ errors: PhraseFileErrors, file: String, lines: Int) {
    for error in errors.errors {
      let location = error.location
      if location.file != file || location.line < 1 || location.line > lines + 1 {
        violated("an error points outside the file: \(location) of \(lines) lines")
      }
    }
  }

  static func lineCount(_ data: Data) -> Int {
    data.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }
}
