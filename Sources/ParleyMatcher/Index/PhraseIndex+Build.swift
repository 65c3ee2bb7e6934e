// Parts of compiling a catalog into a ``PhraseIndex``, each a step of its own.
extension PhraseIndex {
  /// Each intent group's parameters as the value reader takes them, and whether the catalog
  /// lists the group's parameters at all; adds the kinds of value they take to `slotTypes`.
  /// A parameter of a vocabulary the catalog lacks is left out.
  static func parameters(
    of catalog: MatcherCatalog, groups: [String: Int], vocabularies: [String: Int],
    slotTypes: inout Set<SlotKind>
  ) -> (parameters: [[ValueExtractor.Parameter]], listing: [Bool]) {
    var groupParameters = [[ValueExtractor.Parameter]](repeating: [], count: groups.count)
    var listing = [Bool](repeating: false, count: groups.count)
    for entry in catalog.parameters {
      guard let group = groups[entry.app + "\u{1F}" + entry.intent] else { continue }
      listing[group] = true
      for parameter in entry.parameters
      where !groupParameters[group].contains(where: { $0.name == parameter.name }) {
        var vocabulary: Int?
        if case .vocabulary(let name) = parameter.type {
          guard let known = vocabularies[name] else { continue }
          vocabulary = known
        }
        slotTypes.insert(SlotKind(parameter.type))
        groupParameters[group].append(
          ValueExtractor.Parameter(
            name: parameter.name, type: parameter.type, vocabulary: vocabulary,
            title: parameter.title, takesSeveral: parameter.takesSeveral,
            units: parameter.units, otherUnits: parameter.otherUnits))
      }
    }
    return (groupParameters, listing)
  }

  /// The weight of each term in each scope (an app, and last the phrases of no app): how
  /// well it tells the scope's intents apart (see `weight(of:groups:documents:)`), from how
  /// many of the scope's `groupCounts` intents say it in `documents`. An app's own name is as
  /// specific as a word can be.
  static func scopeWeights(
    groupCounts: [Int], documents: [[Int32: Int]], apps: [CompiledApp], stems: [String]
  ) -> [[Int32: Double]] {
    var weights = [[Int32: Double]](repeating: [:], count: groupCounts.count)
    for scope in groupCounts.indices {
      let groups = Double(max(groupCounts[scope], 1))
      for (term, count) in documents[scope] {
        weights[scope][term] = weight(of: stems[Int(term)], groups: groups, documents: count)
      }
      guard scope < apps.count else { continue }
      for name in apps[scope].names where !name.isJoined {
        for term in name.terms where weights[scope][term] == nil {
          weights[scope][term] = weight(of: stems[Int(term)], groups: groups, documents: 1)
        }
      }
    }
    return weights
  }

  /// The templates of `templates` whose words are all small words and whose slot takes names
  /// `vocabularies` do not list: "I'd like a ${drink} from ${applicationName}".
  static func smallWordPhrases(
    _ templates: [CompiledTemplate], vocabularies: [SlotVocabulary]
  ) -> [Int32] {
    templates.filter { template in
      template.vocabulary.map { vocabularies[$0].acceptsUnknownValues } == true
        && template.literals.allSatisfy(\.isFiller)
    }.map { Int32($0.index) }
  }
}
