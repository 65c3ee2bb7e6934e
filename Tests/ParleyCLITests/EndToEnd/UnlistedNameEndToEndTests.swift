import Foundation
import Testing

/// A drink Brew's phrases do not list, said without the app name, is ordered when the drink
/// query finds it; a thing no query finds matches nothing.
@Suite struct UnlistedNameEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aNameTheQueryFindsIsOrdered() async throws {
    let match = try await sandbox.run(["match", "order a mocha", "--scoring", "rules"])
    #expect(match.stdout.contains("If the drink query finds \"mocha\": Brew OrderCoffee "))
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
