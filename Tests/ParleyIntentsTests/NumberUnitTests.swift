import Foundation
import Testing

@testable import ParleyIntents

/// A number parameter whose title names a unit reads its numbers as amounts of that unit.
@Suite struct NumberUnitTests {
  private struct Timings: AppIntent {
    static let title: LocalizedStringResource = "Timings"
    @Parameter(title: "Minutes") var minutes: Int
    @Parameter(title: "Hours Slept") var slept: Double
    @Parameter(title: "Distance (km)") var distance: Double
    @Parameter(title: "Water [ml]") var water: Int
    @Parameter(title: "Degrees Celsius") var heat: Double
    @Parameter(title: "Length in Kilometers") var length: Double
    @Parameter(title: "Hour") var hour: Int
    @Parameter(title: "Second Place") var place: Int
    @Parameter(title: "Min Price") var price: Double
    @Parameter(title: "Minutes per Kilometer") var pace: Double
    @Parameter(title: "Quantity") var quantity: Int
    @Parameter(title: "Hours") var label: String

    func perform() async throws -> some IntentResult { .result() }
  }

  @Test func aPluralUnitNameOrAUnitInBracketsNamesTheUnit() {
    let units = intentParameters(of: Timings()).map { $0.numberUnits?.numberUnit }
    let expected: [Dimension?] = [
      UnitDuration.minutes, UnitDuration.hours, UnitLength.kilometers, UnitVolume.milliliters,
      UnitTemperature.celsius, UnitLength.kilometers,
    ]
    #expect(Array(units.prefix(6)) == expected)
  }

  @Test func aSingularWordSeveralKindsOrAnotherTypeNameNoUnit() {
    let units = intentParameters(of: Timings()).map { $0.numberUnits?.numberUnit }
    #expect(units.count == 12)
    #expect(units.dropFirst(6).allSatisfy { $0 == nil })
  }

  private struct Counts: AppIntent {
    static let title: LocalizedStringResource = "Counts"
    @Parameter(title: "Number of cups") var cups: Int
    @Parameter(title: "How many liters") var liters: Int
    @Parameter(title: "Count of laps") var laps: Int
    @Parameter(title: "Cup Count") var count: Int

    func perform() async throws -> some IntentResult { .result() }
  }

  @Test func aTitleThatCountsThingsNamesNoUnit() {
    let parameters = intentParameters(of: Counts())
    #expect(parameters.count == 4)
    #expect(parameters.allSatisfy { $0.countsThings && $0.numberUnits == nil })
  }

  @Test func aNumberInTheTitlesUnitIsFixedToIt() {
    let minutes = intentParameters(of: Timings())[0]
    #expect(minutes.measurementOptions.unit == UnitDuration.minutes)
    #expect(minutes.measurementOptions.isFixed)
    #expect(minutes.numberUnits?.example == "10 minutes")
    #expect(minutes.numberUnits?.value(2, in: UnitDuration.hours) as? Double == 120)
    #expect(minutes.numberUnits?.value(2, in: UnitLength.miles) == nil)
  }
}
