/// Everything Notes keeps: the notes, oldest first.
struct Notebook: Codable, Hashable, Sendable {
  /// The notes, oldest first.
  var notes: [Note]

  /// The notes a new person starts with.
  static let sample = Notebook(notes: [
    Note(
      id: 1, title: "Groceries", body: "Milk, eggs, bread and apples.", isPinned: false,
      folder: .personal),
    Note(
      id: 2, title: "Trip to Lisbon",
      body: "Book the flights, renew the passport, pack sunscreen.", isPinned: true,
      folder: .travel),
    Note(
      id: 3, title: "Book club", body: "Read chapters 3 to 5 of Middlemarch before Thursday.",
      isPinned: false, folder: .personal),
    Note(
      id: 4, title: "Apple pie",
      body: "Six apples, butter, flour, sugar and cinnamon. Bake for 45 minutes.",
      isPinned: false, folder: .recipes),
    Note(
      id: 5, title: "Birthday ideas",
      body: "A cookbook for Sam, concert tickets, a pie from the bakery.", isPinned: false,
      folder: .personal),
  ])
}
