import Foundation
import Testing

@testable import ParleyCLI

@Suite struct SpeechSynthesizerTests {
  @Test func findsEspeakNgFirstOnThePath() throws {
    let older = try SpeechStub.makeDirectory(name: "espeak")
    let newer = try SpeechStub.makeDirectory(name: "espeak-ng")
    defer {
      try? FileManager.default.removeItem(at: older)
      try? FileManager.default.removeItem(at: newer)
    }
    let found = try SpeechSynthesizer.locate(
      environment: ["PATH": "/nonexistent:\(older.path):\(newer.path)"]
    ).get()
    #expect(found.executable.path == newer.appendingPathComponent("espeak-ng").path)
  }

  @Test func fallsBackToEspeak() throws {
    let directory = try SpeechStub.makeDirectory(name: "espeak")
    defer { try? FileManager.default.removeItem(at: directory) }
    let found = try SpeechSynthesizer.locate(environment: ["PATH": directory.path]).get()
    #expect(found.executable.lastPathComponent == "espeak")
  }

  @Test func passesTheTextAsOneArgumentWithoutAShell() throws {
    let directory = try SpeechStub.makeDirectory(name: "espeak-ng")
    defer { try? FileManager.default.removeItem(at: directory) }
    let voice = try SpeechSynthesizer.locate(environment: ["PATH": directory.path]).get()
    #expect(voice.speak("It's open; $(rm -rf ~) `x` \"quoted\"") == nil)
    #expect(voice.speak("-5 degrees") == nil)
    #expect(voice.speak("   ") == nil)
    #expect(
      SpeechStub.calls(in: directory) == "It's open; $(rm -rf ~) `x` \"quoted\"\n -5 degrees\n")
  }

  @Test func reportsAProgramThatFails() throws {
    let directory = try SpeechStub.makeDirectory(name: "espeak-ng", status: 3)
    defer { try? FileManager.default.removeItem(at: directory) }
    let voice = try SpeechSynthesizer.locate(environment: ["PATH": directory.path]).get()
    #expect(
      voice.speak("Hello.")?.message
        == "espeak-ng failed to speak (exit status 3); continuing without speech.")
  }

  @Test func missingProgramGivesOneClearMessage() throws {
    let empty = try SpeechStub.makeDirectory(name: "not-a-speaker")
    defer { try? FileManager.default.removeItem(at: empty) }
    for environment in [["PATH": empty.path], [:]] {
      switch SpeechSynthesizer.locate(environment: environment) {
      case .success(let found):
        Issue.record("found \(found.executable.path) on an empty PATH")
      case .failure(let problem):
        #expect(
          problem.message
            == "--say needs espeak-ng, which is not installed (apt-get install espeak-ng); "
            + "continuing without speech.")
      }
    }
  }

  @Test func nonExecutableFileIsNotTaken() throws {
    let directory = try SpeechStub.makeDirectory(name: "espeak-ng")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o644],
      ofItemAtPath: directory.appendingPathComponent("espeak-ng").path)
    #expect(throws: SpeechError.self) {
      try SpeechSynthesizer.locate(environment: ["PATH": directory.path]).get()
    }
  }
}
