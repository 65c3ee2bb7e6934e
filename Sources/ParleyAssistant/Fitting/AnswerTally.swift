/// How a set of requests was answered: of the requests with an intent, how many got it; of
/// the requests for nothing, how many were refused.
struct AnswerTally {
  private var known = 0
  private var right = 0
  private var unknown = 0
  private var refused = 0

  /// Counts one request: whether it wants nothing, and what it was answered.
  mutating func count(wantsNothing: Bool, refused isRefused: Bool, right isRight: Bool) {
    if wantsNothing {
      unknown += 1
      if isRefused { refused += 1 }
    } else {
      known += 1
      if isRight { right += 1 }
    }
  }

  /// The share of requests with an intent answered with it, 0 when there are none.
  var accuracy: Double { known == 0 ? 0 : Double(right) / Double(known) }
  /// The share of requests for nothing refused, `nil` when there are none.
  var rejected: Double? { unknown == 0 ? nil : Double(refused) / Double(unknown) }
}
