/// A JSGF grammar that takes exactly the given sentences, each one whole, with a filler or two
/// before it.
///
/// ```swift
/// SpeechGrammar(sentences: [["order", "a", "latte"], ["yes"]]).jsgf
/// // #JSGF V1.0;
/// // grammar parley;
/// // public <request> = ( order a latte | yes );
/// ```
public struct SpeechGrammar: Sendable {
  /// The grammar in the JSGF text format.
  public let jsgf: String

  /// A grammar of `sentences`; characters JSGF reserves never reach it, as words hold only
  /// letters and apostrophes.
  public init(sentences: [[String]]) {
    let alternatives = sentences.map { $0.joined(separator: " ") }
    jsgf = """
      #JSGF V1.0;
      grammar parley;
      public <request> = ( \(alternatives.joined(separator: "\n  | ")) );

      """
  }
}
