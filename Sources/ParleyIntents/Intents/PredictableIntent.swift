// Siri Suggestions have no counterpart off-device. These types compile as Apple spells them so
// that app code builds unchanged; predictions are never shown.

/// An intent the system may suggest, with how each suggestion is shown.
///
/// ```swift
/// static var predictionConfiguration: some IntentPredictionConfiguration {
///   IntentPrediction(parameters: \.$trail) { trail in
///     DisplayRepresentation(title: "Conditions for \(trail.name)")
///   }
/// }
/// ```
public protocol PredictableIntent: AppIntent {
  /// The type of the prediction configuration.
  associatedtype Predictions: IntentPredictionConfiguration
  /// How suggestions of the intent are shown.
  @IntentPredictionConfigurationBuilder<Self> static var predictionConfiguration: Predictions {
    get
  }
}

/// The suggestions of a ``PredictableIntent``.
public protocol IntentPredictionConfiguration {}

/// One way a ``PredictableIntent`` is suggested: by some of its parameters, with the text shown.
public struct IntentPrediction<Intent: AppIntent, Parameters>: IntentPredictionConfiguration {
  /// Creates a prediction without parameters.
  public init(displayRepresentation: @escaping () -> DisplayRepresentation)
  where Parameters == () {}

  /// Creates a prediction by one parameter.
  public init<V0: _IntentValue>(
    parameters: KeyPath<Intent, IntentParameter<V0>>,
    displayRepresentation: @escaping (V0) -> DisplayRepresentation
  ) where Parameters == KeyPath<Intent, IntentParameter<V0>> {}

  /// Creates a prediction by two parameters.
  public init<V0: _IntentValue, V1: _IntentValue>(
    parameters: (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>),
    displayRepresentation: @escaping (V0, V1) -> DisplayRepresentation
  )
  where Parameters == (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>) {
  }

  /// Creates a prediction by three parameters.
  public init<V0: _IntentValue, V1: _IntentValue, V2: _IntentValue>(
    parameters: (
      KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>,
      KeyPath<Intent, IntentParameter<V2>>
    ),
    displayRepresentation: @escaping (V0, V1, V2) -> DisplayRepresentation
  )
  where
    Parameters == (
      KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>,
      KeyPath<Intent, IntentParameter<V2>>
    )
  {}
}

/// Several predictions in one configuration.
public struct _IntentPredictionList: IntentPredictionConfiguration {}

/// Builds the prediction configuration of a ``PredictableIntent``.
@resultBuilder
public enum IntentPredictionConfigurationBuilder<Intent: AppIntent> {
  /// A prediction of the intent.
  public static func buildExpression<Parameters>(_ prediction: IntentPrediction<Intent, Parameters>)
    -> IntentPrediction<Intent, Parameters>
  {
    prediction
  }
  /// One prediction.
  public static func buildBlock<Content: IntentPredictionConfiguration>(_ content: Content)
    -> Content
  {
    content
  }
  /// Several predictions.
  public static func buildBlock<each Content: IntentPredictionConfiguration>(
    _ content: repeat each Content
  ) -> _IntentPredictionList {
    _IntentPredictionList()
  }
}
