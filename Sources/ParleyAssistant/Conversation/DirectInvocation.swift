/// A line that runs an intent directly, skipping phrase matching:
/// `/GetTrailInfo trail="Bear Creek"`, written as a phrase suite's expectation is.
struct DirectInvocation {
  let app: String?
  let intent: String
  let arguments: [(name: String, value: String)]

  /// Reads `text` (without the leading `/`).
  ///
  /// - Throws: ``PhraseFileError`` saying what is wrong and where (column counted from the `/`).
  init(parsing text: String) throws {
    let line = PhraseFileLine(file: "input", number: 1, characters: Array(" " + text))
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw line.error(.badIntentName, "write an intent's name after “/”", at: 1)
    }
    var reader = ExpectationReader(line: line, start: 1, end: line.characters.count)
    switch reader.read() {
    case .success(.intent(let app, let name, let parameters)):
      self.app = app
      self.intent = name
      self.arguments = parameters.map { ($0.name, $0.value) }
    case .success(.nothing):
      throw line.error(.badIntentName, "'nothing' is not an intent", at: 1)
    case .failure(let error):
      throw error
    }
  }
}

extension Conversation {
  /// Runs a `/Intent name=value` line, or answers `/Intent ?` and `/?`.
  func invokeDirectly(_ text: String) async -> Reply {
    if let help = await intentHelp(String(text.dropFirst())) { return help }
    do {
      let invocation = try DirectInvocation(parsing: String(text.dropFirst()))
      let name = invocation.app.map { "\($0).\(invocation.intent)" } ?? invocation.intent
      return await invoke(intent: name, arguments: invocation.arguments)
    } catch let error as PhraseFileError {
      return finish(
        [.dialog("Sorry, I can't read that: \(error.message) (column \(error.column)).")],
        .notUnderstood)
    } catch {
      return finish([.dialog("Sorry, I can't read that.")], .notUnderstood)
    }
  }
}
