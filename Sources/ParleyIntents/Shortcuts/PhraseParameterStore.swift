import Foundation

/// Identifies a parameter of a shortcut's intent: the intent's type name and the parameter's
/// name.
package struct PhraseParameterKey: Hashable, Sendable {
  /// The intent's type name, such as "GetTrailInfo".
  package var intent: String
  /// The parameter's name, such as "trail".
  package var parameter: String

  /// Creates a key.
  package init(intent: String, parameter: String) {
    self.intent = intent
    self.parameter = parameter
  }
}

/// A value a phrase parameter can take, with the names it is said by.
package struct PhraseParameterValue: @unchecked Sendable {
  /// The entity or enum case.
  package var value: Any
  /// Its display text: the title and synonyms are the names it is said by.
  package var display: DisplayText

  /// Creates a value.
  package init(value: Any, display: DisplayText) {
    self.value = value
    self.display = display
  }
}

/// The phrase parameter values each provider fetched last, for expansion and counting.
final class PhraseParameterStore: @unchecked Sendable {
  static let shared = PhraseParameterStore()

  private let lock = NSLock()
  private var storage: [ObjectIdentifier: [PhraseParameterKey: [PhraseParameterValue]]] = [:]
  private var updates = 0
  private var updated: Set<ObjectIdentifier> = []

  /// How many updates app code has asked for, across providers.
  var updateCount: Int { lock.withLock { updates } }

  /// Counts an update app code asked for of `provider`.
  func requestUpdate(of provider: any AppShortcutsProvider.Type) {
    lock.withLock {
      updates += 1
      updated.insert(ObjectIdentifier(provider))
    }
  }

  /// Whether app code has asked for an update of `provider` since the program started.
  func hasRequestedUpdate(of provider: any AppShortcutsProvider.Type) -> Bool {
    lock.withLock { updated.contains(ObjectIdentifier(provider)) }
  }

  /// The values stored for a provider, or none before its first update.
  func values(for provider: any AppShortcutsProvider.Type) -> [PhraseParameterKey:
    [PhraseParameterValue]]
  {
    lock.withLock { storage[ObjectIdentifier(provider)] ?? [:] }
  }

  /// Replaces the values stored for a provider.
  func set(
    _ values: [PhraseParameterKey: [PhraseParameterValue]],
    for provider: any AppShortcutsProvider.Type
  ) {
    lock.withLock { storage[ObjectIdentifier(provider)] = values }
  }
}
