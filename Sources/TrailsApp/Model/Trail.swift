/// A trail: where it is, what it suits, how long it is and how it is today.
struct Trail: Identifiable, Hashable, Sendable {
  /// The trail's stable identifier.
  var id: Int
  /// The trail's name, such as "Bear Creek Trail".
  var name: String
  /// The region, written "City, State", such as "Boulder, Colorado".
  var regionDescription: String
  /// The activities the trail suits, in display order.
  var activities: [ActivityStyle]
  /// The length in kilometres.
  var distanceInKilometers: Double
  /// Today's conditions, as a sentence.
  var currentConditions: String
  /// The name of the trail's photo.
  var featuredImage: String

  /// The length as text, such as "12.9 km".
  var formattedDistance: String {
    "\((distanceInKilometers * 10).rounded() / 10) km"
  }

  /// The activities as lowercase words joined by commas, such as "hiking, jogging".
  var formattedActivities: String {
    activities.map(\.spokenName).joined(separator: ", ")
  }
}
