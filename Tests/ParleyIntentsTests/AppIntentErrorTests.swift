import Testing

@testable import ParleyIntents

@Suite struct AppIntentErrorTests {
  private struct PlainError: Error {}

  private struct ClosedError: Error, CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { "The library is closed." }
  }

  @Test func usesTheErrorsOwnText() {
    #expect(
      userFacingMessage(for: ClosedError(), intentTitle: "Read Book") == "The library is closed.")
    #expect(
      userFacingMessage(
        for: AppIntentError(description: "No books left."), intentTitle: "Read Book")
        == "No books left.")
    #expect(
      userFacingMessage(for: AppIntentError.Unrecoverable.entityNotFound, intentTitle: "Read Book")
        == "The item could not be found.")
  }

  @Test func usesAGenericSentenceForOtherErrors() {
    #expect(
      userFacingMessage(for: PlainError(), intentTitle: "Read Book")
        == "The action “Read Book” could not run because an unknown error occurred.")
  }

  @Test func namesConfirmationVerbs() {
    let remove = ConfirmationActionName.custom(
      acceptLabel: "Remove", acceptAlternatives: ["Delete"], denyLabel: "Keep",
      denyAlternatives: ["No"], destructive: true)
    #expect(remove.acceptLabel == "Remove")
    #expect(remove.acceptAlternatives == ["Delete"])
    #expect(remove.denyLabel == "Keep")
    #expect(remove.destructive)
    #expect(ConfirmationActionName.startNavigation.acceptLabel == "Start Navigation")
    #expect(ConfirmationActionName.continue.denyLabel == "Cancel")
  }
}
