/// A line that asked to take back the last change ("cancel that", "undo"), for explaining it
/// (`:why`): it is read as an undo, not matched as a request.
public struct UndoTurn: Equatable, Sendable {
  /// The line as typed or said.
  public let line: String
  /// The change it asked to take back ("Brew.OrderCoffee"); `nil` when there was none.
  public let change: String?
  /// The intent its app declares takes the change back ("Brew.CancelOrder"); `nil` when it
  /// declares none, or there was no change.
  public let undoneBy: String?
}
