import Foundation
import Testing

@testable import ParleyIntents

/// The entity kinds Apple added beside `AppEntity`: one of a kind, and made on the spot.
@Suite struct EntityKindsTests {
  @Test func aUniqueEntityQueryListsSuggestsAndFindsItsOneEntity() async throws {
    let query = GarageDoorEntity.defaultQuery
    #expect(try await query.allEntities().map(\.id) == ["garage"])
    #expect(try await query.suggestedEntities().map(\.id) == ["garage"])
    #expect(try await query.entities(for: ["garage"]).map(\.isOpen) == [true])
    #expect(try await query.entities(for: ["attic"]).isEmpty)
  }

  @Test func aProviderRunsItsClosureEachTime() async throws {
    let provider = UniqueAppEntityProvider<GarageDoorEntity> { GarageDoorEntity(isOpen: false) }
    #expect(try await provider.uniqueEntity().isOpen == false)
    #expect(try await provider.suggestedEntities().count == 1)
  }

  @Test func aProviderMadeWithoutAClosureFindsNothing() async throws {
    let provider = UniqueAppEntityProvider<GarageDoorEntity>()
    await #expect(throws: AppIntentError.Unrecoverable.self) {
      try await provider.uniqueEntity()
    }
  }

  @Test func aTransientEntityIsNamedByItsTitleAndNeverFound() async throws {
    let report = DailyReport()
    report.steps = 4200
    #expect(report.id == "4200 steps")
    #expect(report.steps == 4200)
    #expect(try await DailyReport.defaultQuery.entities(for: ["4200 steps"]).isEmpty)
    #expect(try await DailyReport.defaultQuery.suggestedEntities().isEmpty)
  }

  @Test func aDependencyNeverAddedIsAnErrorNotAStop() async throws {
    await #expect(throws: MissingDependencyError.self) { try await ReadMeter()() }
    let meters = AnyEntityType(MeterEntity.self)
    let error = await #expect(throws: MissingDependencyError.self) {
      try await meters.suggestedEntities()
    }
    #expect(error?.typeNames == ["MeterReader"])
    let manager = AppDependencyManager()
    manager.add(dependency: MeterReader())
    let suggested = try await AppDependencyManager.withCurrent(manager) {
      try await meters.suggestedEntities()
    }
    #expect(suggested.map(\.id) == ["hall"])
  }

  @Test func aDependencyWhoseMakerFailedSaysWhy() async throws {
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
    let manager = AppDependencyManager()
    manager.add { () async throws -> MeterReader in throw Offline() }
    let error = await #expect(throws: MissingDependencyError.self) {
      try await AppDependencyManager.withCurrent(manager) {
        await manager.prepare()
        try await ReadMeter()()
      }
    }
    #expect(
      error.map { String(localized: $0.localizedStringResource) }
        == "This can't run: making the MeterReader failed (offline).")
  }

  @Test func anIdentifierIsSendableSoAQueryMayRunOnTheMainActor() async throws {
    func identifiers<Entity: AppEntity>(of _: Entity.Type) -> some Sendable { [Entity.ID]() }
    _ = identifiers(of: DrawerEntity.self)
    let found = try await AnyEntityType(DrawerEntity.self).entities(for: ["top"])
    #expect(found.map(\.id) == ["top"])
  }

  @Test func aBooleanParameterKeepsTheNamesOfItsValues() {
    let intent = SwitchFan()
    #expect(intent.$isOn.displayName?.true.defaultValue == "On")
    #expect(intent.$isOn.displayName?.false.defaultValue == "Off")
    #expect(intent.isOn)
  }

  @Test func aSummaryComparesAParameterWithoutAValueByItsDefault() {
    let intent = SwitchFan()
    #expect(intent.summaryTemplate == "Turn on the fan")
    intent.isOn = false
    #expect(intent.summaryTemplate == "Turn off the fan")
  }
}

struct GarageDoorEntity: UniqueAppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Garage Door"
  static let defaultQuery = GarageDoorQuery()

  var id: String { "garage" }
  var isOpen: Bool
  var displayRepresentation: DisplayRepresentation { isOpen ? "Open" : "Closed" }
}

struct GarageDoorQuery: UniqueAppEntityQuery {
  func uniqueEntity() async throws -> GarageDoorEntity { GarageDoorEntity(isOpen: true) }
}

struct DailyReport: TransientAppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Daily Report"

  @Property(title: "Steps") var steps: Int

  var displayRepresentation: DisplayRepresentation { "\(steps) steps" }

  init() { steps = 0 }
}

struct SwitchFan: AppIntent {
  static let title: LocalizedStringResource = "Switch Fan"

  @Parameter(
    title: "Power", default: true, displayName: Bool.IntentDisplayName(true: "On", false: "Off"))
  var isOn: Bool

  static var parameterSummary: some ParameterSummary {
    When(\.$isOn, .equalTo, true) {
      Summary("Turn on the fan")
    } otherwise: {
      Summary("Turn off the fan")
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

final class MeterReader: Sendable {
  let names = ["hall"]
}

struct MeterEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Meter"
  static let defaultQuery = MeterQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct MeterQuery: EntityQuery {
  @Dependency var reader: MeterReader

  func entities(for identifiers: [String]) async throws -> [MeterEntity] {
    identifiers.filter(reader.names.contains).map(MeterEntity.init)
  }

  func suggestedEntities() async throws -> [MeterEntity] {
    reader.names.map(MeterEntity.init)
  }
}

struct ReadMeter: AppIntent {
  static let title: LocalizedStringResource = "Read Meter"

  @Dependency var reader: MeterReader

  func perform() async throws -> some IntentResult {
    _ = reader
    return .result()
  }
}

struct DrawerEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drawer"
  static let defaultQuery = DrawerQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

/// A query whose methods run on the main actor, as queries over view state do.
struct DrawerQuery: EntityQuery {
  @MainActor
  func entities(for identifiers: [DrawerEntity.ID]) async throws -> [DrawerEntity] {
    identifiers.map(DrawerEntity.init)
  }

  @MainActor
  func suggestedEntities() async throws -> [DrawerEntity] { [DrawerEntity(id: "top")] }
}
