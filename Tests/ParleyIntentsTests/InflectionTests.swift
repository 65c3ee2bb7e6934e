import Foundation
import Testing

@testable import ParleyIntents

/// Apple's automatic grammar agreement, in English: a marked noun agrees with its number.
@Suite struct InflectionTests {
  @Test(arguments: [(0, "Turn off 0 lights?"), (1, "Turn off 1 light?"), (3, "Turn off 3 lights?")])
  func aMarkedNounAgreesWithTheNumberBeforeIt(count: Int, expected: String) {
    let resource: LocalizedStringResource = "Turn off ^[\(count) light](inflect: true)?"
    #expect(resource.defaultValue == expected)
    #expect(resource.key == "Turn off ^[%lld light](inflect: true)?")
  }

  @Test func theLastWordOfTheMarkedPhraseAgrees() {
    let two: LocalizedStringResource = "Ordered ^[\(2) large pizza](inflect: true)."
    let one: LocalizedStringResource = "Ordered ^[\(1) large pizzas](inflect: true)."
    #expect(two.defaultValue == "Ordered 2 large pizzas.")
    #expect(one.defaultValue == "Ordered 1 large pizza.")
  }

  @Test(arguments: [
    ("box", "boxes"), ("batch", "batches"), ("city", "cities"), ("day", "days"),
    ("bus", "buses"), ("person", "people"), ("sheep", "sheep"), ("lights", "lights"),
  ])
  func nounsTakeTheirEnglishPlural(singular: String, plural: String) {
    #expect(Inflection.plural(of: singular) == plural)
  }

  @Test(arguments: [
    ("boxes", "box"), ("cities", "city"), ("people", "person"), ("lights", "light"),
    ("glass", "glass"),
  ])
  func nounsTakeTheirEnglishSingular(plural: String, singular: String) {
    #expect(Inflection.singular(of: plural) == singular)
  }

  @Test func otherMarkupKeepsItsTextAndAPhraseWithoutANumberStaysAsItIs() {
    #expect(Inflection.apply(to: "^[light](inflect: true) on") == "light on")
    #expect(Inflection.apply(to: "a ^[lamp](morphology: {number: \"one\"})") == "a lamp")
    #expect(Inflection.apply(to: "no markup [here](x)") == "no markup [here](x)")
    #expect(Inflection.apply(to: "broken ^[markup") == "broken ^[markup")
  }

  @Test func aTranslationAgreesToo() {
    let resource: LocalizedStringResource = "Turn off ^[\(2) light](inflect: true)?"
    let tables = [
      "Localizable": ["Turn off ^[%lld light](inflect: true)?": "Off: ^[%lld lamp](inflect: true)"]
    ]
    #expect(resource.localized(in: tables) == "Off: 2 lamps")
  }
}

/// What a person reads for an error, and the progress an intent reports.
@Suite struct IntentRunTests {
  enum Jam: LocalizedError {
    case stuck
    case silent
    var errorDescription: String? { self == .stuck ? "The door is stuck." : nil }
  }

  @Test func aLocalizedErrorIsReadByItsDescription() {
    #expect(userFacingMessage(for: Jam.stuck, intentTitle: "Open Door") == "The door is stuck.")
    #expect(
      userFacingMessage(for: Jam.silent, intentTitle: "Open Door")
        == "The action “Open Door” could not run because an unknown error occurred.")
  }

  struct CountFiles: AppIntent, ProgressReportingIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Count Files"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
      progress.totalUnitCount = 3
      for _ in 0..<3 { progress.completedUnitCount += 1 }
      return .result(value: Int(progress.completedUnitCount))
    }
  }

  @Test func progressIsOneObjectForTheWholeRun() async throws {
    let result = try await CountFiles()()
    #expect(result.value == 3)
  }

  struct Greet: AppIntent {
    static let title: LocalizedStringResource = "Greet"

    @MainActor
    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
      .result(value: "hello", dialog: "Hello.")
    }
  }

  @Test func aResultIsSendableSoAMainActorPerformCanReturnIt() async throws {
    func sent<Result: Sendable>(_ result: Result) -> Result { result }
    let result = sent(try await Greet()())
    #expect(result.value == "hello")
  }

  struct SetHeater: SetValueIntent, ControlConfigurationIntent, WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Set Heater"

    @Parameter(title: "Is On") var value: Bool

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
      .result(value: value)
    }
  }

  struct HeaterPackage: AppIntentsPackage {}

  @Test func aSetValueIntentRunsWithItsValue() async throws {
    let intent = SetHeater()
    intent.value = true
    #expect(try await intent().value == true)
    #expect(HeaterPackage.includedPackages.isEmpty)
  }

  @Test func aListSizeIsWrittenAsAppleWritesIt() {
    #expect(IntentCollectionSize(integerLiteral: 3) == IntentCollectionSize(exactly: 3))
    let range = IntentCollectionSize(min: 4, max: 1)
    #expect(range.minimum == 1 && range.maximum == 4)
  }
}
