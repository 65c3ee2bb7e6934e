/// A small app declared in a phrase file: two phrases of one intent that reach each other, and
/// an intent with one phrase and a confirmation.
enum GardenPhrases {
  static let text = """
    @app Garden

    @entity Plant
      - Basil
      - Fern

    @intent WaterPlant: Water Plant
      parameter plant: Plant, ask: Which plant?
      phrase: Water the ${plant} in ${applicationName}
      phrase: Water my ${plant} in ${applicationName}
      answer: Watered the ${plant}.

    @intent PruneHedge: Prune Hedge
      phrase: Prune the hedge in ${applicationName}
      confirm: Prune the hedge now?
      answer: Pruned.

    """
}
