import Foundation
import Testing

@testable import ParleyCLI

@Suite struct SpeechOutputTests {
  @Test func missingProgramIsSaidOnceAndNothingIsSpoken() {
    var voice = SpeechOutput(environment: ["PATH": "/nonexistent"])
    #expect(!voice.isSpeaking)
    #expect(voice.takeNotice() == SpeechSynthesizer.missingMessage)
    voice.say(["Hello."])
    #expect(voice.takeNotice() == nil)
  }

  @Test func failingProgramIsSaidOnceThenLeftAlone() throws {
    let directory = try SpeechStub.makeDirectory(name: "espeak-ng", status: 1)
    defer { try? FileManager.default.removeItem(at: directory) }
    var voice = SpeechOutput(environment: ["PATH": directory.path])
    #expect(voice.isSpeaking)
    #expect(voice.takeNotice() == nil)
    voice.say(["One.", "Two."])
    #expect(!voice.isSpeaking)
    #expect(
      voice.takeNotice()
        == "espeak-ng failed to speak (exit status 1); continuing without speech.")
    voice.say(["Three."])
    #expect(voice.takeNotice() == nil)
    #expect(SpeechStub.calls(in: directory) == "One.\n")
  }
}
