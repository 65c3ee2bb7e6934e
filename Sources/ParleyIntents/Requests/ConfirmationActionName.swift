/// The verb of the answer that confirms an action, such as "Continue" or "Buy".
///
/// ```swift
/// try await requestConfirmation(result: .result(dialog: "Remove it?"),
///                               confirmationActionName: .custom(acceptLabel: "Remove",
///                                 acceptAlternatives: [], denyLabel: "Keep",
///                                 denyAlternatives: [], destructive: true))
/// ```
public struct ConfirmationActionName: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The confirm label, such as "Continue".
  package let acceptLabel: String
  /// Other words that confirm.
  package let acceptAlternatives: [String]
  /// The decline label.
  package let denyLabel: String
  /// Other words that decline.
  package let denyAlternatives: [String]
  /// Whether confirming destroys data.
  package let destructive: Bool

  /// Creates an action name whose confirm label is `value`, declined with "Cancel":
  /// `confirmationActionName: "Archive"`.
  public init(stringLiteral value: String) {
    self.init(
      acceptLabel: value, acceptAlternatives: [], denyLabel: "Cancel", denyAlternatives: [],
      destructive: false)
  }

  /// Creates an action name with custom labels.
  ///
  /// - Parameters:
  ///   - acceptLabel: The confirm label.
  ///   - acceptAlternatives: Other words that confirm.
  ///   - denyLabel: The decline label.
  ///   - denyAlternatives: Other words that decline.
  ///   - destructive: Whether confirming destroys data; false unless given, as in Apple's.
  /// - Returns: The action name.
  public static func custom(
    acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource],
    denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource],
    destructive: Bool = false
  ) -> ConfirmationActionName {
    ConfirmationActionName(
      acceptLabel: acceptLabel.defaultValue,
      acceptAlternatives: acceptAlternatives.map(\.defaultValue), denyLabel: denyLabel.defaultValue,
      denyAlternatives: denyAlternatives.map(\.defaultValue), destructive: destructive)
  }

  init(
    acceptLabel: String, acceptAlternatives: [String] = [], denyLabel: String = "Cancel",
    denyAlternatives: [String] = [], destructive: Bool = false
  ) {
    self.acceptLabel = acceptLabel
    self.acceptAlternatives = acceptAlternatives
    self.denyLabel = denyLabel
    self.denyAlternatives = denyAlternatives
    self.destructive = destructive
  }

  /// "Add".
  public static let add = ConfirmationActionName(acceptLabel: "Add")
  /// "Add Data".
  public static let addData = ConfirmationActionName(acceptLabel: "Add Data")
  /// "Book".
  public static let book = ConfirmationActionName(acceptLabel: "Book")
  /// "Buy".
  public static let buy = ConfirmationActionName(acceptLabel: "Buy")
  /// "Call".
  public static let call = ConfirmationActionName(acceptLabel: "Call")
  /// "Check In".
  public static let checkIn = ConfirmationActionName(acceptLabel: "Check In")
  /// "Continue".
  public static let `continue` = ConfirmationActionName(acceptLabel: "Continue")
  /// "Create".
  public static let create = ConfirmationActionName(acceptLabel: "Create")
  /// "Do".
  public static let `do` = ConfirmationActionName(acceptLabel: "Do")
  /// "Download".
  public static let download = ConfirmationActionName(acceptLabel: "Download")
  /// "Filter".
  public static let filter = ConfirmationActionName(acceptLabel: "Filter")
  /// "Find".
  public static let find = ConfirmationActionName(acceptLabel: "Find")
  /// "Get".
  public static let `get` = ConfirmationActionName(acceptLabel: "Get")
  /// "Go".
  public static let go = ConfirmationActionName(acceptLabel: "Go")
  /// "Log".
  public static let log = ConfirmationActionName(acceptLabel: "Log")
  /// "Open".
  public static let open = ConfirmationActionName(acceptLabel: "Open")
  /// "Order".
  public static let order = ConfirmationActionName(acceptLabel: "Order")
  /// "Pay".
  public static let pay = ConfirmationActionName(acceptLabel: "Pay")
  /// "Play".
  public static let play = ConfirmationActionName(acceptLabel: "Play")
  /// "Play Sound".
  public static let playSound = ConfirmationActionName(acceptLabel: "Play Sound")
  /// "Post".
  public static let post = ConfirmationActionName(acceptLabel: "Post")
  /// "Request".
  public static let request = ConfirmationActionName(acceptLabel: "Request")
  /// "Run".
  public static let run = ConfirmationActionName(acceptLabel: "Run")
  /// "Search".
  public static let search = ConfirmationActionName(acceptLabel: "Search")
  /// "Send".
  public static let send = ConfirmationActionName(acceptLabel: "Send")
  /// "Set".
  public static let `set` = ConfirmationActionName(acceptLabel: "Set")
  /// "Share".
  public static let share = ConfirmationActionName(acceptLabel: "Share")
  /// "Start".
  public static let start = ConfirmationActionName(acceptLabel: "Start")
  /// "Start Navigation".
  public static let startNavigation = ConfirmationActionName(acceptLabel: "Start Navigation")
  /// "Toggle".
  public static let toggle = ConfirmationActionName(acceptLabel: "Toggle")
  /// "Turn Off".
  public static let turnOff = ConfirmationActionName(acceptLabel: "Turn Off")
  /// "Turn On".
  public static let turnOn = ConfirmationActionName(acceptLabel: "Turn On")
  /// "View".
  public static let view = ConfirmationActionName(acceptLabel: "View")
}
