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
    #expect(
      match.stdout == "No match for \"\(request)\" (every phrase scores below 0.2).\n")
    let display = try await sandbox.chat(request)
    #expect(display.stdout.contains("Sorry, Trails can't help with “add cedar falls"))
    #expect(!display.stdout.contains("Opening"))
    let speaker = try await sandbox.chat(request, arguments: ["chat", "--speaker"])
    #expect(speaker.stdout == ParleyResult.lines("Sorry, Trails can't help with that."))
  }

  @Test func showingTheFavoritesStillMatches() async throws {
    let match = try await sandbox.run(["match", "please show my favorites"])
    #expect(match.stdout.hasPrefix("1. Trails OpenFavorites "))
  }
}
