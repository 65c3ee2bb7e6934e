import ParleyIntents

/// Where an order is: still being made, or waiting at the counter.
enum OrderStatus: String, AppEnum {
  case preparing
  case ready

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Order Status"

  static var caseDisplayRepresentations: [OrderStatus: DisplayRepresentation] = [
    .preparing: DisplayRepresentation(title: "Preparing", synonyms: ["In Progress"]),
    .ready: DisplayRepresentation(title: "Ready", synonyms: ["Ready for Pickup"]),
  ]
}
