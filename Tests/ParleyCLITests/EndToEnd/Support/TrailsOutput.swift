/// What `parley` shows on a display for the Trails requests the end-to-end suites repeat.
enum TrailsOutput {
  /// "get conditions for bear creek in trails": the card, then the supporting text.
  static let bearCreekCard = """
    ╭─ Bear Creek Trail ───────────────────────────────────╮
    │ Boulder, Colorado                                    │
    │ 12.9 km · hiking, jogging, equestrian                │
    │ Open. The trail is dry and firm, with light traffic. │
    ╰──────────────────────────────────────────────────────╯
    Here's the latest information on Bear Creek Trail.
    """

  /// "get conditions for mesa trail in trails": the card, then the supporting text.
  static let mesaTrailCard = """
    ╭─ Mesa Trail ──────────────────────────────╮
    │ Boulder, Colorado                         │
    │ 11.1 km · hiking, jogging, biking         │
    │ Open. Icy patches in the shaded sections. │
    ╰───────────────────────────────────────────╯
    Here's the latest information on Mesa Trail.
    """

  /// "get conditions for royal arch in trails": the card, then the supporting text.
  static let royalArchCard = """
    ╭─ Royal Arch ───────────────────────────╮
    │ Boulder, Colorado                      │
    │ 5.0 km · hiking                        │
    │ Closed. Crews are clearing a rockfall. │
    ╰────────────────────────────────────────╯
    Here's the latest information on Royal Arch.
    """
}
