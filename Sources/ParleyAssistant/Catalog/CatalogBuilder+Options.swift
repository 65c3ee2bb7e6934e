import ParleyIntents
import ParleyMatcher

extension CatalogBuilder {
  /// The slot type of a parameter whose values the app lists, so that a request naming one
  /// fills it as on a device ("set the downstairs thermostat to 71" names the zone Downstairs):
  /// a text parameter's `optionsProvider` options, an entity parameter's options, or, for an
  /// entity parameter no phrase expands, its query's `suggestedEntities()`. `nil` for other
  /// parameters, a list that is empty, or one that cannot be made; they are read as before.
  ///
  /// A text parameter's options are a vocabulary of that parameter alone: another parameter
  /// of the same type lists other options.
  mutating func optionsSlotType(
    for parameter: any AnyIntentParameter, intent: String, app: String,
    dependencies manager: AppDependencyManager
  ) async -> SlotType? {
    switch parameter.valueType {
    case .string:
      guard let list = parameter.dynamicOptions else { return nil }
      let values = await listedValues(list, dependencies: manager)
      guard !values.isEmpty else { return nil }
      return .vocabulary(
        addVocabulary(
          "\(app).\(intent).\(parameter.name)", typeName: parameter.title, values: values,
          acceptsUnknownValues: false))
    case .entity(let type):
      let name = "\(app).\(type.typeName)"
      var values: [PhraseParameterValue] = []
      if let list = parameter.dynamicOptions {
        values = await listedValues(list, dependencies: manager)
      } else if vocabularies[name] == nil {
        let suggested = try? await AppDependencyManager.withCurrent(manager) {
          try await type.suggestedEntities()
        }
        values = (suggested ?? []).map { PhraseParameterValue(value: $0.base, display: $0.display) }
      }
      guard !values.isEmpty else { return nil }
      return .vocabulary(
        addVocabulary(
          name, typeName: type.displayName, typeSynonyms: type.synonyms, values: values,
          acceptsUnknownValues: true))
    default:
      return nil
    }
  }

  /// The values an options provider lists, each with the names it is said by.
  private func listedValues(
    _ list: @Sendable () async throws -> [_OptionSection],
    dependencies manager: AppDependencyManager
  ) async -> [PhraseParameterValue] {
    let sections = try? await AppDependencyManager.withCurrent(manager) { try await list() }
    return (sections ?? []).flatMap(\.items).map { item in
      if let entity = item.value as? any AppEntity {
        let any = AnyEntity(entity)
        return PhraseParameterValue(value: any.base, display: any.display)
      }
      let title = item.display?.title.defaultValue ?? displayText(of: item.value)
      let synonyms = item.display?.synonyms.map(\.defaultValue) ?? []
      return PhraseParameterValue(
        value: item.value, display: DisplayText(title: title, synonyms: synonyms))
    }
  }

  /// Adds `values` to the vocabulary `name`, made when it is new, each value once (an entity
  /// by its identifier, another value by its title); returns the name.
  mutating func addVocabulary(
    _ name: String, typeName: String, typeSynonyms: [String] = [], values: [PhraseParameterValue],
    acceptsUnknownValues: Bool
  ) -> String {
    if vocabularies[name] == nil { vocabularyOrder.append(name) }
    var vocabulary =
      vocabularies[name]
      ?? SlotVocabulary(
        name: name, entries: [], acceptsUnknownValues: acceptsUnknownValues, typeName: typeName,
        typeSynonyms: typeSynonyms)
    var known = Set(vocabulary.entries.map(\.value))
    for value in values {
      let key = (value.value as? any AppEntity).map { AnyEntity($0).id } ?? value.display.title
      guard known.insert(key).inserted else { continue }
      vocabulary.entries.append(
        SlotVocabulary.Entry(
          value: key, title: value.display.title, synonyms: value.display.synonyms))
      slotValues[name, default: [:]][key] = value.value
    }
    vocabularies[name] = vocabulary
    return name
  }
}
