/// The sign a feature's weight must have, as its definition says: evidence for a candidate may
/// not be fitted to count against it.
///
/// A fit on one kind of data can find that a feature counts the "wrong" way, because it
/// corrects another feature it moves with (a request that means an intent strongly also
/// explains more of its phrase). Such a weight holds on data like the fit's and fails
/// elsewhere: on an app of a few phrases, where the feature sits at its bound for every
/// request, it alone decides. ``ModelFitter`` keeps each weight on its feature's side of 0;
/// a weight the data would push across 0 stays at 0 and the feature is not read.
public enum WeightDirection: Sendable, Equatable {
  /// More of the feature makes its option likelier: the weight is 0 or above.
  case rising
  /// More of the feature makes its option less likely: the weight is 0 or below.
  case falling
  /// The feature corrects another one (a logarithm, a lead over a rival): either sign.
  case either

  /// Whether `weight` has this direction's sign.
  public func allows(_ weight: Double) -> Bool {
    switch self {
    case .rising: weight >= 0
    case .falling: weight <= 0
    case .either: true
    }
  }
}
