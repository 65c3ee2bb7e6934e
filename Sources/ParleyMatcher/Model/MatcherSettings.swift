import Foundation

/// The numbers the matcher reads a request with before the model weighs it: how much a slot
/// value, a typo or an unknown word counts, how rare a word must be to weigh, how many phrases
/// are scored. Each is read from `Resources/ScoringSettings.json`, which `parley tune` writes
/// after searching each one on the dev sets; the code holds none of them. Where each is used,
/// its documentation says what it does.
///
/// The environment variable `PARLEY_SCORING_SETTINGS` names another settings file to read in
/// its place: `parley tune` measures each value it tries in a process of its own that way.
///
/// ```swift
/// MatcherSettings.names.first  // "ambiguity_margin"
/// ```
public struct MatcherSettings: Sendable, Equatable {
  /// The values a setting may take, which is all a search of it may try.
  public enum Domain: String, Sendable {
    /// A share, a similarity or a factor that scales down: from 0 to 1.
    case share
    /// A power or a limit above 0.
    case positive
    /// Any number.
    case real
    /// A whole number of at least 1.
    case count
    /// A whole number of at least 1 that bounds the work done for each request (how many
    /// phrases are scored in full): set against the speed `parley bench` measures, so a search
    /// of accuracy alone leaves it as it is.
    case limit
  }

  /// The environment variable that names a settings file to read instead of the resource.
  public static let overrideVariable = "PARLEY_SCORING_SETTINGS"

  var appMentionRetrieval = Double.nan
  var appNameOnlyFactor = Double.nan
  var ambiguityMargin = Double.nan
  var booleanQuality = Double.nan
  var candidatePool = Double.nan
  var choiceCloseMargin = Double.nan
  var choiceLeastSimilarity = Double.nan
  var clearNameQuality = Double.nan
  var clearWordSimilarity = Double.nan
  var entityFillerWeight = Double.nan
  var entityGapPenalty = Double.nan
  var entityLeastQuality = Double.nan
  var entityRetrievalLimit = Double.nan
  var evidenceFloor = Double.nan
  var evidenceThreshold = Double.nan
  var filledSlotMargin = Double.nan
  var fillerRarity = Double.nan
  var fillerUnknownWeight = Double.nan
  var frameMismatchFactor = Double.nan
  var introducedTextQuality = Double.nan
  var kindNameQuality = Double.nan
  var kindSimilarity = Double.nan
  var knownWordShare = Double.nan
  var leastRarity = Double.nan
  var leastSpread = Double.nan
  var leastMeantShare = Double.nan
  var listedShare = Double.nan
  var meaningGapCap = Double.nan
  var meaningProposals = Double.nan
  var meaningStrengthHighest = Double.nan
  var meaningStrengthLowest = Double.nan
  var missingAppNameFactor = Double.nan
  var missingSlotMass = Double.nan
  var modifierQuality = Double.nan
  var nameCoverageShare = Double.nan
  var namePrefixSimilarity = Double.nan
  var oneTypoSimilarity = Double.nan
  var orderShare = Double.nan
  var partNameQuality = Double.nan
  var rarityExponent = Double.nan
  var rawSlotQuality = Double.nan
  var rawSlotWithoutAppNameFactor = Double.nan
  var recallWeight = Double.nan
  var supportExponent = Double.nan
  var supportWeight = Double.nan
  var synonymSimilarity = Double.nan
  var twoTypoSimilarity = Double.nan
  var unknownWordWeight = Double.nan
  var unsaidActionFactor = Double.nan
  var valueWordFactor = Double.nan
  var verbConflictFactor = Double.nan
  var vocabularyRetrieval = Double.nan
  var withheldCount = Double.nan
  var wordShareWithoutAppName = Double.nan

  /// Each setting's name in the file, where it is kept, and its domain, by name.
  static let fields:
    [(name: String, path: WritableKeyPath<MatcherSettings, Double>, domain: Domain)] = [
      ("app_mention_retrieval", \.appMentionRetrieval, .share),
      ("app_name_only_factor", \.appNameOnlyFactor, .share),
      ("ambiguity_margin", \.ambiguityMargin, .share),
      ("boolean_quality", \.booleanQuality, .share),
      ("candidate_pool", \.candidatePool, .limit),
      ("choice_close_margin", \.choiceCloseMargin, .share),
      ("choice_least_similarity", \.choiceLeastSimilarity, .share),
      ("clear_name_quality", \.clearNameQuality, .share),
      ("clear_word_similarity", \.clearWordSimilarity, .share),
      ("entity_filler_weight", \.entityFillerWeight, .share),
      ("entity_gap_penalty", \.entityGapPenalty, .share),
      ("entity_least_quality", \.entityLeastQuality, .share),
      ("entity_retrieval_limit", \.entityRetrievalLimit, .limit),
      ("evidence_floor", \.evidenceFloor, .share),
      ("evidence_threshold", \.evidenceThreshold, .share),
      ("filled_slot_margin", \.filledSlotMargin, .share),
      ("filler_rarity", \.fillerRarity, .share),
      ("filler_unknown_weight", \.fillerUnknownWeight, .share),
      ("frame_mismatch_factor", \.frameMismatchFactor, .share),
      ("introduced_text_quality", \.introducedTextQuality, .share),
      ("kind_name_quality", \.kindNameQuality, .share),
      ("kind_similarity", \.kindSimilarity, .share),
      ("known_word_share", \.knownWordShare, .share),
      ("least_rarity", \.leastRarity, .share),
      ("least_spread", \.leastSpread, .share),
      ("least_meant_share", \.leastMeantShare, .share),
      ("listed_share", \.listedShare, .share),
      ("meaning_gap_cap", \.meaningGapCap, .positive),
      ("meaning_proposals", \.meaningProposals, .count),
      ("meaning_strength_highest", \.meaningStrengthHighest, .real),
      ("meaning_strength_lowest", \.meaningStrengthLowest, .real),
      ("missing_app_name_factor", \.missingAppNameFactor, .share),
      ("missing_slot_mass", \.missingSlotMass, .share),
      ("modifier_quality", \.modifierQuality, .share),
      ("name_coverage_share", \.nameCoverageShare, .share),
      ("name_prefix_similarity", \.namePrefixSimilarity, .share),
      ("one_typo_similarity", \.oneTypoSimilarity, .share),
      ("order_share", \.orderShare, .share),
      ("part_name_quality", \.partNameQuality, .share),
      ("rarity_exponent", \.rarityExponent, .positive),
      ("raw_slot_quality", \.rawSlotQuality, .share),
      ("raw_slot_without_app_name_factor", \.rawSlotWithoutAppNameFactor, .share),
      ("recall_weight", \.recallWeight, .share),
      ("support_exponent", \.supportExponent, .positive),
      ("support_weight", \.supportWeight, .share),
      ("synonym_similarity", \.synonymSimilarity, .share),
      ("two_typo_similarity", \.twoTypoSimilarity, .share),
      ("unknown_word_weight", \.unknownWordWeight, .share),
      ("unsaid_action_factor", \.unsaidActionFactor, .share),
      ("value_word_factor", \.valueWordFactor, .share),
      ("verb_conflict_factor", \.verbConflictFactor, .share),
      ("vocabulary_retrieval", \.vocabularyRetrieval, .share),
      ("withheld_count", \.withheldCount, .count),
      ("word_share_without_app_name", \.wordShareWithoutAppName, .share),
    ]

  /// Every setting's name, as the settings file spells it, in alphabetical order.
  public static let names: [String] = fields.map(\.name).sorted()

  /// The domain of the setting `name`, or `nil` when the matcher has no such setting.
  public static func domain(of name: String) -> Domain? {
    fields.first { $0.name == name }?.domain
  }

  /// Every setting's value, by name.
  public var values: [String: Double] {
    Dictionary(uniqueKeysWithValues: Self.fields.map { ($0.name, self[keyPath: $0.path]) })
  }

  /// Settings with `values`, which must name every setting and no other, each in its domain.
  ///
  /// - Throws: ``MatcherSettingsError`` naming the first setting missing, unknown or out of
  ///   its domain.
  public init(values: [String: Double]) throws {
    if let unknown = values.keys.sorted().first(where: { Self.domain(of: $0) == nil }) {
      throw MatcherSettingsError.unknownSetting(unknown)
    }
    for field in Self.fields {
      guard let value = values[field.name] else {
        throw MatcherSettingsError.missingSetting(field.name)
      }
      guard field.domain.contains(value) else {
        throw MatcherSettingsError.outOfDomain(field.name, value, field.domain)
      }
      self[keyPath: field.path] = value
    }
  }

  /// Reads the JSON of a settings file: an object whose `"settings"` object gives every
  /// setting's value by name; anything else in it is the record of how they were chosen.
  ///
  /// - Throws: ``MatcherSettingsError`` when the data is not such an object or a value is
  ///   missing, unknown or out of its domain.
  public init(json data: Data) throws {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let settings = object["settings"] as? [String: Any]
    else { throw MatcherSettingsError.notASettingsFile }
    var values: [String: Double] = [:]
    for (name, value) in settings {
      guard let number = value as? Double else { throw MatcherSettingsError.notANumber(name) }
      values[name] = number
    }
    try self.init(values: values)
  }

  /// The settings of the file `PARLEY_SCORING_SETTINGS` names or, without it, of
  /// `Resources/ScoringSettings.json`; or why they could not be read.
  public static let loaded: Result<MatcherSettings, MatcherSettingsError> = {
    let named = ProcessInfo.processInfo.environment[overrideVariable].flatMap {
      $0.isEmpty ? nil : $0
    }
    guard
      let url = named.map({ URL(fileURLWithPath: $0) })
        ?? MatcherResource.locate("ScoringSettings.json")
    else { return .failure(.missingResource) }
    guard let data = try? Data(contentsOf: url) else {
      return .failure(.unreadable(url.path))
    }
    do {
      return .success(try MatcherSettings(json: data))
    } catch let error as MatcherSettingsError {
      return .failure(.inFile(url.path, error))
    } catch {
      return .failure(.unreadable(url.path))
    }
  }()

  /// The settings the matcher reads with. A program checks ``loaded`` first: without readable
  /// settings there is nothing to match with, and this stops the program with the reason.
  public static let shared: MatcherSettings = {
    switch loaded {
    case .success(let settings): return settings
    case .failure(let error): fatalError("\(error)")
    }
  }()
}

extension MatcherSettings.Domain {
  /// Whether `value` is one of the domain's.
  public func contains(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    switch self {
    case .share: return (0...1).contains(value)
    case .positive: return value > 0
    case .real: return true
    case .count, .limit: return value >= 1 && value == value.rounded()
    }
  }
}

/// Why the matcher's settings could not be read.
public indirect enum MatcherSettingsError: Error, Equatable, CustomStringConvertible {
  /// The package was built without its resource `ScoringSettings.json`.
  case missingResource
  /// The file at the path could not be read.
  case unreadable(String)
  /// The data is not a JSON object with a `settings` object.
  case notASettingsFile
  /// The setting's value is not a number.
  case notANumber(String)
  /// The file gives no value for the setting.
  case missingSetting(String)
  /// The file names a setting the matcher does not have.
  case unknownSetting(String)
  /// The setting's value is outside its domain.
  case outOfDomain(String, Double, MatcherSettings.Domain)
  /// One of the others, in the file at the path.
  case inFile(String, MatcherSettingsError)

  public var description: String {
    switch self {
    case .missingResource:
      "ParleyMatcher's resource ScoringSettings.json is missing: the package was built "
        + "without its resources"
    case .unreadable(let path): "\(path): cannot read the matcher's settings file"
    case .notASettingsFile:
      "not a settings file: expected a JSON object with a \"settings\" object of numbers"
    case .notANumber(let name): "the setting '\(name)' is not a number"
    case .missingSetting(let name): "no value for the setting '\(name)'"
    case .unknownSetting(let name): "unknown setting '\(name)'"
    case .outOfDomain(let name, let value, let domain):
      "the setting '\(name)' is \(value), outside its domain (\(domain.rawValue))"
    case .inFile(let path, let error): "\(path): \(error)"
    }
  }
}
