import Foundation
import ParleyAssistant

/// Multi-line conversations.
///
/// The input is lines; the first byte picks the surface. A line `\u{1}` switches the surface
/// mid-dialog, `\u{2}` gives the passcode, as `:speaker`/`:display` and `:unlock` do. Two
/// properties are checked:
///
/// - locked, with a passcode set, no intent that needs authentication runs where its policy
///   forbids (checked by the Vault app's intents when they run);
/// - the same lines, recorded as a transcript, written, parsed and replayed, answer exactly as
///   recorded.
enum ConversationHarness {
  static let passcode = "2468"

  static func prepare() {
    _ = Catalogs.catalog
  }

  static func run(_ data: Data) {
    guard let first = data.first else { return }
    let surface: Surface = first & 1 == 0 ? .display : .speaker
    let lines = text(data.dropFirst(), limit: 2048).split(
      separator: "\n", omittingEmptySubsequences: false
    ).prefix(12).map(String.init)
    checkAuthentication(lines, surface: surface)
    checkReplay(lines.filter { !$0.hasPrefix("\u{1}") && !$0.hasPrefix("\u{2}") }, on: surface)
  }

  static func checkAuthentication(_ lines: [String], surface: Surface) {
    let conversation = Conversation(
      catalog: Catalogs.catalog,
      options: ConversationOptions(surface: surface, now: Catalogs.now, passcode: passcode))
    Vault.conversation = conversation
    defer { Vault.conversation = nil }
    for line in lines {
      if line.hasPrefix("\u{1}") {
        conversation.surface = conversation.surface == .display ? .speaker : .display
      } else if line.hasPrefix("\u{2}") {
        conversation.unlock(passcode: passcode)
      } else {
        _ = blocking { await conversation.respond(to: line) }
      }
    }
    _ = conversation.interrupt()
  }

  static func checkReplay(_ lines: [String], on surface: Surface) {
    let recorded = Conversation(
      catalog: Catalogs.catalog,
      options: ConversationOptions(surface: surface, now: Catalogs.now, isUnlocked: true))
    var turns: [TranscriptTurn] = []
    for line in lines {
      let user = line.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !user.isEmpty else { continue }
      let reply = blocking { await recorded.respond(to: user) }
      turns.append(TranscriptTurn(user: user, expected: reply.items))
    }
    _ = recorded.interrupt()
    guard !turns.isEmpty else { return }
    let written = TranscriptWriter().transcript(
      Transcript(conversations: [
        TranscriptConversation(
          title: "Recorded", surface: surface, now: Catalogs.now, unlocked: true, turns: turns)
      ]))
    let transcript: Transcript
    do {
      transcript = try Transcript.parse(Data(written.utf8), file: "fuzz.transcript")
    } catch {
      violated("a recorded transcript does not parse: \(error)\n\(written)")
    }
    let results = blocking {
      await TranscriptRunner(catalog: Catalogs.catalog).run(transcript)
    }
    for result in results {
      for turn in result.turns where !turn.passed {
        violated(
          "a recorded turn replays differently: \(turn.turn.user.debugDescription)\n"
            + "recorded: \(turn.turn.expected)\nreplayed: \(turn.actual)\n\(written)")
      }
    }
  }
}
