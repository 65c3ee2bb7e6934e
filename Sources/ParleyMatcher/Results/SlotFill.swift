/// A slot value read from an utterance: the slot, the words it came from and what they mean.
public struct SlotFill: Sendable {
  /// The slot's name, as in `${trail}`.
  public var name: String
  /// The span of the utterance the value came from, as typed (for example "bear creek").
  public var text: String
  /// The value.
  public var value: SlotValue
  /// Where ``text`` lies in the utterance, when known.
  public var range: Range<String.Index>?

  /// Creates a slot fill.
  public init(name: String, text: String, value: SlotValue, range: Range<String.Index>? = nil) {
    self.name = name
    self.text = text
    self.value = value
    self.range = range
  }
}
