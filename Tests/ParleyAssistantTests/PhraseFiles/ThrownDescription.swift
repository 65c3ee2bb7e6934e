/// The description of the error `body` throws, or `nil` when it returns normally.
///
/// Tests compare it with the exact `file:line:column: message` lines a person would read.
func thrownDescription<Result>(_ body: () throws -> Result) -> String? {
  do {
    _ = try body()
    return nil
  } catch {
    return "\(error)"
  }
}
