import ParleyIntents

/// A card listing trails, one line each.
struct TrailListSnippet: SnippetView {
  var title: String
  var trails: [Trail]

  var snippetTitle: String? { title }

  var snippetLines: [String] {
    trails.map { "\($0.name) · \($0.formattedDistance) · \($0.regionDescription)" }
  }
}
