import ParleyIntents

/// The error an intent throws when it needs the customer's last order and there is none.
struct NoOrderError: Error, CustomLocalizedStringResourceConvertible, Equatable {
  /// The sentence the customer reads or hears.
  var localizedStringResource: LocalizedStringResource {
    "You haven't ordered anything yet."
  }
}
