import Foundation
import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// Reads `text` as an amount of money for `parameter`: "5 dollars", "€3.50", "ten euros", or a
  /// number alone in the parameter's first currency (US dollars when it names none). An amount
  /// in a currency the parameter does not take is refused, naming the ones it does.
  func currencyAmount(in text: String, for parameter: any AnyIntentParameter) -> ValueResolution {
    let codes = parameter.currencyCodes
    let said = SpokenValue.amounts(in: text, units: SpokenCurrency.allNames).first
    let symbol = SpokenCurrency.known.first { currency in
      text.contains { currency.symbols.contains($0) }
    }
    guard let number = said?.value ?? SpokenValue.decimal(in: text) else {
      return .invalid("Sorry, “\(text)” isn't an amount of money.")
    }
    guard number.isFinite, abs(number) < Self.largestAmount else {
      return .invalid("Sorry, that number is too large.")
    }
    let currency =
      said.flatMap { amount in SpokenCurrency.known.first { $0.names.contains(amount.unit) } }
      ?? symbol ?? SpokenCurrency.withCode(codes.first ?? "USD")
    guard codes.isEmpty || codes.contains(currency.code) else {
      let taken = spokenList(codes, "or")
      return .invalid("Sorry, \(parameter.titleWording.withThe) has to be in \(taken).")
    }
    let amount = IntentCurrencyAmount(
      amount: Decimal(string: String(number)) ?? Decimal(number), currencyCode: currency.code)
    return withinRange(amount, number, of: parameter)
  }
}
