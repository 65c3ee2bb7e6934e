import Foundation
import Testing

/// Requests in other words than the apps' phrases: a verb of going opens what it names, a
/// synonym of an app's verb does what the verb does, and an action that loses something is
/// never offered for a request that does not say it.
@Suite struct CommandVerbEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: [
    "navigate to bear creek trail in trails", "go to bear creek trail in trails",
    "take me to bear creek trail",
  ])
  func aVerbOfGoingOpensTheTrail(request: String) async throws {
    let match = try await sandbox.run(["match", request])
    #expect(match.stdout.hasPrefix("1. Trails OpenTrail "), "\(match)")
    let display = try await sandbox.chat(request)
    #expect(display.stdout.contains("Opening Bear Creek Trail in Trails"), "\(display)")
    #expect(!display.stdout.contains("Remove"), "\(display)")
    let speaker = try await sandbox.chat(request, arguments: ["chat", "--speaker"])
    #expect(!speaker.stdout.contains("Remove"), "\(speaker)")
  }

  @Test func aTrailAloneOpensItAndOffersNoRemoval() async throws {
    let display = try await sandbox.chat("bear creek trail in trails")
    #expect(display.stdout.contains("Opening Bear Creek Trail in Trails"), "\(display)")
    #expect(!display.stdout.contains("Remove"), "\(display)")
  }

  @Test(arguments: [["chat"], ["chat", "--speaker"]])
  func aNameSaidAsTheVerbDoesWhatItNames(surface: [String]) async throws {
    // "Shuffle" names the setting Card Order and the order Shuffled: no folder "shuffle".
    let chat = try await sandbox.chat("shuffle my cards in flashcards", arguments: surface)
    #expect(chat.stdout.contains("Cards now come shuffled."), "\(chat)")
    #expect(!chat.stdout.contains("folder"), "\(chat)")
  }

  @Test func aMisspeltFirstVerbIsTheVerb() async throws {
    // A five-letter word elsewhere keeps its length, but the first word of a command is its
    // verb: "delte" deletes.
    let match = try await sandbox.run(["match", "delte the groceries note in notes"])
    #expect(match.stdout.hasPrefix("1. Notes DeleteNote "), "\(match)")
    #expect(match.stdout.contains("\"delte\" -> \"delete\" (typo"), "\(match)")
  }

  @Test(arguments: [
    "practice spanish in flashcards", "review spanish in flashcards",
    "quiz me on spanish in flashcards", "learn spanish",
  ])
  func aVerbOfStudyingOpensTheFolder(request: String) async throws {
    let display = try await sandbox.chat(request)
    #expect(display.stdout.contains("Opening Spanish in Flashcards"), "\(display)")
    #expect(!display.stdout.contains("can't help"), "\(display)")
    // "on" after "quiz me" is the verb's particle, no option the app lacks.
    #expect(!display.stdout.contains("doesn't have"), "\(display)")
  }

  @Test func aChangeTheShopDoesNotMakeShowsNoMenu() async throws {
    let request = "add tomato to the menu at soup shop"
    let display = try await sandbox.chat(request)
    #expect(display.stdout.contains("Sorry, Soup Shop can't help with"), "\(display)")
    let shown = try await sandbox.chat("show me the menu at soup shop")
    #expect(shown.stdout.contains("Today's Soups"), "\(shown)")
  }

  @Test func aParticleAfterTheVerbIsNoOptionLeftOut() async throws {
    let match = try await sandbox.run(["match", "look up cedar falls in trails"])
    #expect(match.stdout.hasPrefix("1. Trails GetTrailInfo "), "\(match)")
    #expect(!match.stdout.contains("Ambiguous"), "\(match)")
    #expect(!match.stdout.contains("options no parameter takes"), "\(match)")
  }

  @Test func anAdjectiveAfterADeterminerIsNoUnknownVerb() async throws {
    let display = try await sandbox.chat("any good biking trails near boulder")
    #expect(display.stdout.contains("Biking near Boulder, Colorado"), "\(display)")
    #expect(!display.stdout.contains("can't help"), "\(display)")
  }

  @Test func getRidOfAFavoriteAsksToRemoveIt() async throws {
    let display = try await sandbox.chat("get rid of cedar falls from my favorites")
    #expect(display.stdout.contains("Remove Cedar Falls from your favorites?"), "\(display)")
  }

  @Test(arguments: ["what cards do i have in flashcards", "list all my flashcards"])
  func wordsOfAClosedClassNameNoFolder(request: String) async throws {
    let match = try await sandbox.run(["match", request])
    #expect(match.stdout.hasPrefix("1. Flashcards GetCards "), "\(match)")
    #expect(!match.stdout.contains("folder = "), "\(match)")
    let display = try await sandbox.chat(request)
    #expect(!display.stdout.contains("couldn't find a folder"), "\(display)")
  }
}
