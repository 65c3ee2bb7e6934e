import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The value a matched phrase's slot takes once resolved as a conversation resolves it, as
  /// text: a vocabulary entry's title, or words run through the entity's query or the enum's
  /// cases ("bear creek" → "Bear Creek Trail"). Words that resolve to nothing stay as they are.
  func resolvedSlotText(of candidate: MatchCandidate) async -> String? {
    guard let slot = candidate.slot else { return nil }
    switch slot.value {
    case .raw, .text:
      break
    default:
      return slot.value.description
    }
    guard
      let (app, intentType) = catalog.intents(named: "\(candidate.app).\(candidate.intent)").first
    else { return slot.value.description }
    let request = makeRequest(app: app, intentType: intentType)
    guard let parameter = request.parameter(named: slot.name) else {
      return slot.value.description
    }
    switch await resolve(slot.text, for: parameter, in: request) {
    case .value(let value): return displayText(of: value)
    case .choose(let options): return options.map(\.title).joined(separator: " or ")
    case .invalid: return slot.value.description
    }
  }
}
