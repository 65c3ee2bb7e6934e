import ParleyIntents

/// A trail as intents see it.
struct TrailEntity: AppEntity {
  static var typeDisplayRepresentation = TypeDisplayRepresentation(
    name: LocalizedStringResource("Trail", table: "AppIntents"),
    numericFormat: LocalizedStringResource("\(placeholder: .int) trails", table: "AppIntents"))
  static var defaultQuery = TrailEntityQuery()

  var id: Trail.ID

  @Property(title: "Trail Name")
  var name: String

  @Property(title: "Region")
  var regionDescription: String

  @Property(title: "Trail Length")
  var trailLength: Measurement<UnitLength>

  /// Today's conditions, as a sentence.
  var currentConditions: String

  /// The name of the trail's photo.
  var imageName: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(regionDescription)", image: .init(named: imageName))
  }

  /// Creates the entity for a trail.
  init(trail: Trail) {
    id = trail.id
    currentConditions = trail.currentConditions
    imageName = trail.featuredImage
    name = trail.name
    regionDescription = trail.regionDescription
    trailLength = Measurement(value: trail.distanceInKilometers, unit: .kilometers)
  }
}
