/// A folder of cards, such as "Japanese".
struct Folder: Identifiable, Hashable, Sendable, Codable {
  /// The folder's stable identifier.
  var id: Int
  /// The folder's name.
  var name: String
}
