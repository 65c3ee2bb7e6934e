import Foundation
import Testing

@testable import ParleyMatcher

/// The table of word-piece vectors: its file format, how words are split into pieces, and
/// the table that ships with the matcher.
@Suite struct WordVectorsTests {
  /// A table in the shipped format: "play" (1, 0), "##ing" (0, 1) and "music" (1, 1).
  static func tableData(magic: String = "PWV1", pieces: [String] = ["play", "##ing", "music"])
    -> Data
  {
    var bytes = Array(magic.utf8)
    func uint32(_ value: Int) {
      bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    uint32(pieces.count)
    uint32(2)
    for piece in pieces {
      bytes.append(UInt8(piece.utf8.count))
      bytes += Array(piece.utf8)
    }
    for _ in pieces { uint32(Int(Float(1.0 / 127).bitPattern)) }
    let values: [[Int8]] = [[127, 0], [0, 127], [127, 127]]
    for index in pieces.indices { bytes += values[index % 3].map { UInt8(bitPattern: $0) } }
    return Data(bytes)
  }

  @Test func aWordIsItsLongestPiecesFromItsStart() throws {
    let table = try WordVectors(data: Self.tableData())
    #expect(table.dimensions == 2)
    #expect(table.pieces(of: "play") == [0])
    #expect(table.pieces(of: "playing") == [0, 1])
    #expect(table.pieces(of: "music") == [2])
    // "ed" is no piece, so "played" is read as no word at all.
    #expect(table.pieces(of: "played").isEmpty)
    #expect(table.pieces(of: "").isEmpty)
  }

  @Test func aPiecesVectorIsItsValuesTimesItsScale() throws {
    let table = try WordVectors(data: Self.tableData())
    var sum: [Float] = [0, 0]
    table.add(2, weight: 2, to: &sum)
    #expect(abs(sum[0] - 2) < 1e-5 && abs(sum[1] - 2) < 1e-5)
  }

  @Test func dataThatIsNoTableIsRefused() {
    #expect(throws: WordVectorsError.notATable) {
      try WordVectors(data: Self.tableData(magic: "PWV0"))
    }
    #expect(throws: WordVectorsError.truncated) {
      try WordVectors(data: Self.tableData().prefix(30))
    }
    #expect(throws: WordVectorsError.notATable) {
      try WordVectors(data: Self.tableData(pieces: ["play", "", "music"]))
    }
    #expect(throws: WordVectorsError.truncated) { try WordVectors(data: Data()) }
  }

  @Test func theTableShipsWithTheMatcher() throws {
    let table = try #require(WordVectors.shared)
    #expect(table.dimensions == 372)
    #expect(table.pieces(of: "alarm").count == 1)
    #expect(table.pieces(of: "flashcards").count > 1)
  }
}

/// What the intents of one app mean, and how near a request is to each.
@Suite struct MeaningProfileTests {
  private static let assistant: [[[String]]] = [
    ["what is the weather like", "will it rain today", "how hot is it outside"],
    ["set an alarm", "wake me up at seven", "create an alarm for the morning"],
    ["play some music", "put on a song", "play my playlist"],
  ].map { $0.map { $0.split(separator: " ").map(String.init) } }

  @Test(arguments: [
    ("rouse me at dawn", 1), ("i want to hear a tune", 2), ("is it going to be sunny", 0),
    ("blast some tunes", 2),
  ])
  func aRequestIsNearestTheIntentItMeans(request: String, intent: Int) throws {
    let table = try #require(WordVectors.shared)
    let profile = try #require(MeaningProfile(groupPhrases: Self.assistant, table: table))
    let words = request.split(separator: " ").map(String.init)
    let similarities = profile.similarities(of: profile.vector(of: words))
    #expect(similarities.indices.max { similarities[$0] < similarities[$1] } == intent)
  }

  @Test func anAppWhosePhrasesMeanTheirIntentsHasALeastMeaning() throws {
    let table = try #require(WordVectors.shared)
    let profile = try #require(MeaningProfile(groupPhrases: Self.assistant, table: table))
    let least = try #require(profile.leastMeaning)
    #expect(least > 0)
    // "wake me up at seven", read against the alarm intent's other phrases, means it more.
    let words = ["wake", "me", "up", "at", "seven"]
    #expect(profile.similarities(of: profile.vector(of: words))[1] > least)
  }

  @Test func anAppOfPhrasesAllAboutOneThingHasNoLeastMeaning() throws {
    // Left out, a phrase of one of these means its intent no more than the others.
    let table = try #require(WordVectors.shared)
    let coffee = [
      ["order a latte", "get me a coffee"], ["order my usual", "reorder my last coffee"],
      ["where's my order", "is my coffee ready"],
    ].map { $0.map { $0.split(separator: " ").map(String.init) } }
    let profile = try #require(MeaningProfile(groupPhrases: coffee, table: table))
    #expect(profile.leastMeaning == nil)
  }

  @Test func anAppWithOneIntentHasNoMeanings() throws {
    let table = try #require(WordVectors.shared)
    #expect(MeaningProfile(groupPhrases: [Self.assistant[0]], table: table) == nil)
  }

  @Test func intentsThatShareTheirOnlyPhraseHaveNoMeanings() throws {
    let table = try #require(WordVectors.shared)
    let phrase = [["play", "the", "morning", "show"]]
    #expect(MeaningProfile(groupPhrases: [phrase, phrase], table: table) == nil)
  }

  @Test func phrasesInAnotherLanguageHaveNoMeanings() throws {
    let table = try #require(WordVectors.shared)
    let french = [
      ["ajoute", "une", "tache", "a", "ma", "liste"], ["montre", "mes", "taches"],
      ["supprime", "la", "tache", "terminee"],
    ].map { [$0] }
    #expect(MeaningProfile(groupPhrases: french, table: table) == nil)
  }

  @Test func aRequestOfNoKnownPieceIsLikeNoIntent() throws {
    let table = try #require(WordVectors.shared)
    let profile = try #require(MeaningProfile(groupPhrases: Self.assistant, table: table))
    #expect(profile.vector(of: ["ゆき"]).isEmpty)
    #expect(profile.similarities(of: []) == [0, 0, 0])
  }
}
