import Foundation
import Testing

/// A request that opens with an action no intent of the app does gets no match, on both
/// surfaces, while the actions the app does still match.
@Suite struct OpeningActionEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func addingAFavoriteTrailsCannotAddMatchesNothing() async throws {
    let request = "add cedar falls to my favorites in trails"
    let match = try await sandbox.run(["match", request])
    #expect(match.stdout.hasPrefix("No match for \"\(request)\" ("), "\(match)")
    let display = try await sandbox.chat(request)
    #expect(display.stdout.contains("Sorry, Trails can't help with “add cedar falls"))
    #expect(!display.stdout.contains("Opening"))
    let speaker = try await sandbox.chat(request, arguments: ["chat", "--speaker"])
    #expect(speaker.stdout == ParleyResult.lines("Sorry, Trails can't help with that."))
  }

  @Test func addressingTheAppFirstLeavesTheRequestsVerbFirst() async throws {
    // "trails," addresses the app: "add" is still the action asked for, never "Remove".
    let request = "trails, add cedar falls to my favorites"
    let match = try await sandbox.run(["match", request])
    #expect(match.stdout.hasPrefix("No match for"), "\(match)")
    let display = try await sandbox.chat(request)
    #expect(!display.stdout.contains("Remove"))
    #expect(display.stdout.contains("Sorry, Trails can't help with"))
    // What follows the address is a question: it asks for the trail's conditions.
    for question in ["trails, is cedar falls open", "hey trails, is cedar falls open"] {
      let asked = try await sandbox.run(["match", question])
      #expect(asked.stdout.hasPrefix("1. Trails GetTrailInfo "), "\(asked)")
    }
  }

  @Test func showingTheFavoritesStillMatches() async throws {
    let match = try await sandbox.run(["match", "please show my favorites"])
    #expect(match.stdout.hasPrefix("1. Trails OpenFavorites "))
  }

  @Test func addingAFavoriteByTheRepositorysPhrasesMatchesNothing() async throws {
    // Phrases/Trails.phrases adds "Go to my saved trails": "saved" says what the trails are,
    // not that Trails saves them.
    let text = String(
      decoding: try Data(
        contentsOf: PackageFolder.url.appendingPathComponent("Phrases/Trails.phrases")),
      as: UTF8.self)
    try FileManager.default.createDirectory(
      at: sandbox.file("more"), withIntermediateDirectories: true)
    try sandbox.write(text, to: "more/Trails.phrases")
    let request = "add cedar falls to my favorites in trails"
    let display = try await sandbox.chat(request, arguments: ["chat", "--phrases", "more"])
    #expect(display.stdout.contains("Sorry, Trails can't help with “add cedar falls"))
    let saved = try await sandbox.run(
      ["match", "my saved trails in trails", "--phrases", "more"])
    #expect(saved.stdout.hasPrefix("1. Trails OpenFavorites "), "\(saved)")
  }

  @Test func aVerbNoPhraseOfTheAppUsesGetsNoMatchOnBothSurfaces() async throws {
    try sandbox.write(
      """
      @app Plants

      @entity Plant
        - Basil
        - Snake Plant

      @intent WaterPlant: Water Plant
        parameter plant: Plant, ask: Which plant?
        phrase: Water ${plant} in ${applicationName}
        answer: Watered ${plant}.

      """, to: "Plants.phrases")
    let request = "repot the basil in plants"
    let match = try await sandbox.run(["match", request, "--phrases", "Plants.phrases"])
    #expect(match.stdout.hasPrefix("No match for \"\(request)\""), "\(match)")
    let display = try await sandbox.chat(
      request, arguments: ["chat", "--phrases", "Plants.phrases"])
    #expect(display.stdout.contains("Sorry, Plants can't help with “repot the basil"))
    let speaker = try await sandbox.chat(
      request, arguments: ["chat", "--speaker", "--phrases", "Plants.phrases"])
    #expect(speaker.stdout == ParleyResult.lines("Sorry, Plants can't help with that."))
    let water = try await sandbox.chat(
      "actually water the basil in plants", arguments: ["chat", "--phrases", "Plants.phrases"])
    #expect(water.stdout.contains("Watered Basil."), "\(water)")
    for request in ["share cedar falls with trails", "share bear creek trail with trails"] {
      let trails = try await sandbox.run(["match", request])
      #expect(trails.stdout.hasPrefix("No match"), "\(trails)")
    }
    let trash = try await sandbox.run(["match", "trash the groceries note in notes"])
    #expect(trash.stdout.hasPrefix("1. Notes DeleteNote "), "\(trash)")
  }
}
