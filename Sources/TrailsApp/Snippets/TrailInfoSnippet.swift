import ParleyIntents

/// A card with a trail's details.
struct TrailInfoSnippet: SnippetView {
  var trail: Trail

  var snippetTitle: String? { trail.name }

  var snippetLines: [String] {
    [
      trail.regionDescription,
      "\(trail.formattedDistance) · \(trail.formattedActivities)",
      trail.currentConditions,
    ]
  }
}
