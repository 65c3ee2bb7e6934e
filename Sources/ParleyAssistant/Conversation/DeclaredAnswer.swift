import ParleyIntents

/// The answer to a question about what an app declares ("what folders do I have?"): the
/// sentences said, and the entities they list, in the order said, which a position said next
/// names ("study the first one" is Japanese after "Flashcards suggests these folders: Japanese,
/// Spanish, and Biology.").
struct DeclaredAnswer {
  /// What is said.
  var sentences: [String]
  /// The entities the sentences list, in order; empty when they list none (an option
  /// described, enumeration cases).
  var listed: [any AppEntity]

  init(sentences: [String], listing options: [ChoiceOption]) {
    self.sentences = sentences
    listed = options.compactMap { $0.value as? any AppEntity }
  }
}
