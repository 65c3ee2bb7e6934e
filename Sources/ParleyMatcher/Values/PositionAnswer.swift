/// Reads a line that is nothing but a position in a numbered list: "2", "two", "number 2",
/// "option 2", "the second", "the second one", "2 please", "last", "pick the third one".
///
/// A number inside a longer line is not a position: "order two lattes with brew" picks no
/// second option, it says how many lattes. One rule serves every list a line can pick from: a
/// question's choices and a card's actions.
///
/// ```swift
/// PositionAnswer.index(in: Tokenizer.tokens("the second one"), among: 3)   // 1
/// PositionAnswer.index(in: Tokenizer.tokens("two lattes please"), among: 3) // nil
/// ```
enum PositionAnswer {
  /// The 0-based index a line picks among `count` items, or `nil` when the line is more than
  /// a position or the position is not in the list.
  static func index(in tokens: [Token], among count: Int) -> Int? {
    guard let position = position(in: content(of: tokens)), count > 0 else { return nil }
    switch position {
    case .last:
      return count - 1
    case .number(let number):
      return (1...count).contains(number) ? number - 1 : nil
    }
  }

  /// Whether the line is a position, in a list of any length.
  static func isPosition(_ tokens: [Token]) -> Bool {
    position(in: content(of: tokens)) != nil
  }

  /// The words of a line that are not fillers or verbs of picking ("tap", "choose"); the verbs
  /// stay when the line is nothing else.
  static func content(of tokens: [Token]) -> [Token] {
    let said = tokens.filter { !$0.isFiller }
    let withoutVerbs = said.filter { !Lexicon.positionVerbs.contains($0.word) }
    return withoutVerbs.isEmpty ? said : withoutVerbs
  }

  private enum Position {
    case number(Int)
    case last
  }

  /// The position `content` says as a whole: as it is ("number one", "option 2"), or without
  /// the nouns that follow a position ("the second one", "the third option").
  private static func position(in content: [Token]) -> Position? {
    let words = content.map(\.word)
    // "no, two" says no and a number, never "No. 2".
    guard words.first != "no" else { return nil }
    for candidate in [words, words.filter { !Lexicon.positionNouns.contains($0) }]
    where !candidate.isEmpty {
      if candidate == ["last"] { return .last }
      if let ordinal = OrdinalReader.read(candidate, at: 0), ordinal.count == candidate.count {
        return .number(ordinal.value)
      }
      if let number = NumberReader.read(candidate, at: 0), number.count == candidate.count,
        let whole = Int(exactly: number.value)
      {
        return .number(whole)
      }
    }
    return nil
  }

}
