import ParleyAssistant
import Testing

/// An answer said after echoing the question waiting ("what tempo? um 80") is the answer.
@Suite struct ConversationEchoedQuestionTests {
  @Test(arguments: ["what tempo? um 80", "what? 80", "how many? 80 please"])
  func anAnswerAfterAnEchoedQuestionIsTheAnswer(line: String) async throws {
    let conversation = try await ConversationTesting.conversation(over: [Pulse.app], .speaker)
    let replies = await conversation.replies(to: ["set the metronome in pulse", line])
    #expect(replies[0] == asks(.dialog("What tempo?")))
    #expect(replies[1] == completes(.dialog("Metronome set to 80 BPM in 4/4.")))
  }
}
