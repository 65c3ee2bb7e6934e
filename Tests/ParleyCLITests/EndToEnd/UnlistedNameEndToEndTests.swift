import Foundation
import Testing

/// A drink Brew's phrases do not list, said without the app name, is ordered when the drink
/// query finds it, and `parley match` says so; a thing no query finds matches nothing.
@Suite struct UnlistedNameEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aNameTheQueryFindsIsOrdered() async throws {
    let match = try await sandbox.run(["match", "order a mocha"])
    #expect(
      match.stdout.contains("If the drink query finds \"mocha\": Brew OrderCoffee "), "\(match)")
    let json = try await sandbox.run(["match", "order a mocha", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let offered = try #require(object["unconfirmed"] as? [[String: Any]])
    #expect(offered.first?["intent"] as? String == "OrderCoffee", "\(json)")
    #expect((offered.first?["parameters"] as? [String: Any])?["drink"] as? String == "mocha")
    let display = try await sandbox.chat("order a mocha", "small", "yes")
    #expect(display.stdout.contains("What size?"), "\(display)")
    #expect(display.stdout.contains("Caffè Mocha"), "\(display)")
    let speaker = try await sandbox.chat(
      "order a mocha", "small", "yes", arguments: ["chat", "--speaker"])
    #expect(speaker.stdout.contains("Caffè Mocha"), "\(speaker)")
  }

  @Test(arguments: ["order a pizza", "get me a sandwich"])
  func aNameNoQueryFindsMatchesNothing(request: String) async throws {
    let display = try await sandbox.chat(request)
    #expect(display.stdout.contains("Sorry, I didn't understand"), "\(display)")
  }
}
