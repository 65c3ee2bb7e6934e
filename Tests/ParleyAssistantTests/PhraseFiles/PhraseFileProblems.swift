import ParleyAssistant
import ParleyIntents

/// The syntax problems of a `.phrases` text, each as `file:line:column: message`; none when it
/// parses.
func phraseFileErrors(_ text: String, file: String) -> [String] {
  do {
    _ = try AppPhraseFile.parse(text, file: file)
    return []
  } catch let problems as PhraseFileErrors {
    return problems.errors.map(\.description)
  } catch {
    return ["\(error)"]
  }
}

/// The problems of adding a `.phrases` text that parses to `apps`, each as
/// `file:line:column: message`.
func addingPhraseFileErrors(_ text: String, file: String, to apps: [ParleyApp]) throws -> [String] {
  let parsed = try AppPhraseFile.parse(text, file: file)
  do {
    _ = try AppPhraseFile.adding([parsed], to: apps)
    return []
  } catch let problems as PhraseFileErrors {
    return problems.errors.map(\.description)
  }
}
