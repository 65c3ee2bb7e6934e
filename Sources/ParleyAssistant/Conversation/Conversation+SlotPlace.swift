import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// `values` with a name read for another parameter given to the phrase's slot instead, where
  /// the slot has no value and the name was said in its place: "work" in "move a note to work
  /// in notes" stands where "Move a note to ${folder} in ${applicationName}" has its folder, so
  /// it is a folder the app lacks, refused as one and the folder asked, not a note called
  /// “work” to look up. A name its own parameter's query finds stays with it.
  ///
  /// - Parameters:
  ///   - values: The values read from the request.
  ///   - candidate: The phrase the request matched.
  ///   - utterance: The request's words.
  ///   - request: The request the values are for.
  /// - Returns: `values`, with at most one of them given to the phrase's slot.
  func namesInSlotPlace(
    _ values: [SlotFill], of candidate: MatchCandidate, in utterance: String,
    for request: ActiveRequest
  ) async -> [SlotFill] {
    guard candidate.slot == nil, let slot = candidate.reading.slotName,
      request.parameter(named: slot) != nil, !values.contains(where: { $0.name == slot }),
      let before = wordBeforeSlot(of: candidate)
    else { return values }
    for (index, value) in values.enumerated() {
      guard case .raw(let name) = value.value, let range = value.range,
        range.lowerBound <= utterance.endIndex,
        Self.words(of: String(utterance[..<range.lowerBound])).last == before,
        let parameter = request.parameter(named: value.name),
        await !names(name, aValueOf: parameter, in: request)
      else { continue }
      var moved = values
      moved[index].name = slot
      return moved
    }
    return values
  }

  /// The last word of the phrase before its slot, in lower case: "to" of "Move a note to
  /// ${folder} in ${applicationName}"; `nil` when the slot starts the phrase.
  private func wordBeforeSlot(of candidate: MatchCandidate) -> String? {
    let templates = catalog.matcherCatalog.templates
    guard templates.indices.contains(candidate.templateIndex) else { return nil }
    let parts = templates[candidate.templateIndex].parts
    guard
      let slot = parts.firstIndex(where: {
        if case .slot = $0 { return true }
        return false
      }), slot > 0, case .text(let words) = parts[slot - 1]
    else { return nil }
    return Self.words(of: words).last
  }
}
