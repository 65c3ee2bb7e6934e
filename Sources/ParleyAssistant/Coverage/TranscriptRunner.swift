import ParleyMatcher

/// How one turn of a transcript went.
public struct TranscriptTurnResult: Sendable {
  /// The turn as written.
  public let turn: TranscriptTurn
  /// What the assistant answered.
  public let actual: [ReplyItem]
  /// The phrase template the line matched as a new request, if it was one that matched.
  public let templateIndex: Int?
  /// Whether the answer was the one written: exactly, but for the sentences `<~` lines check.
  public let passed: Bool
}

/// How one conversation of a transcript went.
public struct TranscriptConversationResult: Sendable {
  /// The conversation as written.
  public let conversation: TranscriptConversation
  /// Each turn's result, in order.
  public let turns: [TranscriptTurnResult]
  /// The dialog branches the conversation took.
  public var paths: [DialogPathStep] = []

  /// Whether every turn answered exactly as written.
  public var passed: Bool { turns.allSatisfy(\.passed) }
}

/// Replays dialog transcripts (`*.transcript`): each conversation starts fresh, on its surface,
/// clock and lock state; every answer must be the one written, exactly but for the sentences
/// `<~` lines check.
public struct TranscriptRunner: Sendable {
  public let catalog: AppCatalog
  /// How strictly requests must say a phrase in a conversation without `@matching`.
  public let matching: MatchingMode

  public init(catalog: AppCatalog, matching: MatchingMode = .flexible) {
    self.catalog = catalog
    self.matching = matching
  }

  /// Replays every conversation of `transcript`.
  public func run(_ transcript: Transcript) async -> [TranscriptConversationResult] {
    var results: [TranscriptConversationResult] = []
    for conversation in transcript.conversations {
      results.append(await run(conversation))
    }
    return results
  }

  /// Replays one conversation.
  public func run(_ written: TranscriptConversation) async -> TranscriptConversationResult {
    let options = ConversationOptions(
      surface: written.surface, now: written.now, isUnlocked: written.unlocked,
      matching: written.matching ?? matching)
    let conversation = Conversation(catalog: catalog, options: options)
    var turns: [TranscriptTurnResult] = []
    for turn in written.turns {
      let matches = conversation.matchCount
      let reply = await conversation.respond(to: turn.user)
      let matched = conversation.matchCount != matches
      turns.append(
        TranscriptTurnResult(
          turn: turn, actual: reply.items,
          templateIndex: matched ? conversation.lastMatch?.best?.templateIndex : nil,
          passed: turn.accepts(reply.items, tables: catalog.apps.map(\.stringTables))))
    }
    _ = conversation.interrupt()
    return TranscriptConversationResult(
      conversation: written, turns: turns, paths: conversation.dialogPathsTaken)
  }
}
