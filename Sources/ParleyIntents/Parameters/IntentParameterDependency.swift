/// A property of an options provider or entity query that reads the parameters of the intent
/// being filled in, so that the options depend on what was already said: which soups have enough
/// left for the quantity asked.
///
/// ```swift
/// struct SoupQuery: EntityStringQuery {
///   @IntentParameterDependency<OrderSoup>(\.$quantity)
///   var orderSoup
///
///   func entities(matching string: String) async throws -> [SoupEntity] {
///     guard let orderSoup else { return [] }
///     return SoupEntity.all.filter { $0.name.contains(string) && $0.left >= orderSoup.quantity }
///   }
/// }
/// ```
///
/// It is nil unless an `Intent` is being resolved and each parameter listed has a value (or a
/// default); a question's options are listed with the values said before it.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
  private let required: [(Intent) -> Bool]

  /// Depends on one parameter of `Intent`.
  public init<V0: _IntentValue>(_ k0: KeyPath<Intent, IntentParameter<V0>>) {
    required = [Self.hasValue(k0)]
  }

  /// Depends on two parameters of `Intent`.
  public init<V0: _IntentValue, V1: _IntentValue>(
    _ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>
  ) {
    required = [Self.hasValue(k0), Self.hasValue(k1)]
  }

  /// Depends on three parameters of `Intent`.
  public init<V0: _IntentValue, V1: _IntentValue, V2: _IntentValue>(
    _ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>,
    _ k2: KeyPath<Intent, IntentParameter<V2>>
  ) {
    required = [Self.hasValue(k0), Self.hasValue(k1), Self.hasValue(k2)]
  }

  private static func hasValue<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>)
    -> (Intent) -> Bool
  {
    { intent in
      let parameter = intent[keyPath: keyPath]
      return parameter.hasValue || parameter.defaultValue != nil
    }
  }

  /// The intent being filled in, when its listed parameters have values.
  public var wrappedValue: IntentProjection<Intent>? {
    guard let intent = AppDependencyManager.current.intentBeingResolved as? Intent,
      required.allSatisfy({ $0(intent) })
    else { return nil }
    return IntentProjection(intent: intent)
  }
}

/// The intent an ``IntentParameterDependency`` reads: its parameters by name,
/// `orderSoup.quantity`.
@dynamicMemberLookup
public struct IntentProjection<Intent: AppIntent> {
  let intent: Intent

  /// A property of the intent.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value {
    intent[keyPath: keyPath]
  }
}

extension DynamicOptionsProvider {
  /// Apple's shorter name for ``IntentParameterDependency``.
  public typealias ParameterDependency = IntentParameterDependency
}
