extension Int {
  /// An amount in cents as a price: 425 reads "$4.25".
  var formattedPrice: String {
    let cents = abs(self) % 100
    return "\(self < 0 ? "-" : "")$\(abs(self) / 100).\(cents < 10 ? "0" : "")\(cents)"
  }
}
