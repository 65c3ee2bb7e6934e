/// The options of a parameter an app lists when asked what there is, and whether they are
/// every value it takes or only some: an entity query that lists no entity whole gives only
/// its suggestions, which an answer never calls all there is ("Trails suggests these trails:
/// …", not "Trails has these trails: …").
struct ListedOptions {
  /// The options, in the app's order.
  var options: [ChoiceOption]
  /// Whether the options are every value the parameter takes, not only those suggested.
  var areEvery: Bool

  init(_ options: [ChoiceOption], areEvery: Bool) {
    self.options = options
    self.areEvery = areEvery
  }
}
