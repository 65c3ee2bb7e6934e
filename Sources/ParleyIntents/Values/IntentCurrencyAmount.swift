import Foundation

/// An amount of money in one currency.
///
/// ```swift
/// @Parameter(title: "Amount", currencyCodes: ["USD", "EUR"])
/// var amount: IntentCurrencyAmount
/// ```
public struct IntentCurrencyAmount: Hashable, Sendable {
  /// The amount.
  public let amount: Decimal
  /// The ISO 4217 code of its currency: "USD", "EUR".
  public let currencyCode: String

  /// Creates an amount of money in the currency `currencyCode`.
  public init(amount: Decimal, currencyCode: String) {
    self.amount = amount
    self.currencyCode = currencyCode
  }
}

extension IntentCurrencyAmount: _IntentValue {
  /// An amount of money.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.currency) }
}

extension IntentCurrencyAmount: CustomStringConvertible {
  /// The amount as money is written in English: "$5.50", "€3.00", "¥300".
  public var description: String {
    amount.formatted(.currency(code: currencyCode).locale(Locale(identifier: "en_US")))
  }
}

/// A currency as people name it: "dollars", "bucks", "euros", "$".
package struct SpokenCurrency: Sendable {
  /// The ISO 4217 code.
  package let code: String
  /// The lower-case names and symbols it is said or written by, the plural first.
  package let names: [String]
  /// The symbols written before an amount: "$", "€".
  package let symbols: [Character]

  /// The currencies people name, the most used first.
  package static let known = [
    SpokenCurrency(
      code: "USD", names: ["dollars", "dollar", "bucks", "buck", "usd"], symbols: ["$"]),
    SpokenCurrency(code: "EUR", names: ["euros", "euro", "eur"], symbols: ["€"]),
    SpokenCurrency(
      code: "GBP", names: ["pounds", "pound", "pounds sterling", "quid", "gbp"], symbols: ["£"]),
    SpokenCurrency(code: "JPY", names: ["yen", "jpy"], symbols: ["¥"]),
    SpokenCurrency(
      code: "CAD", names: ["canadian dollars", "canadian dollar", "cad"], symbols: []),
    SpokenCurrency(
      code: "AUD", names: ["australian dollars", "australian dollar", "aud"], symbols: []),
    SpokenCurrency(code: "CHF", names: ["swiss francs", "francs", "franc", "chf"], symbols: []),
    SpokenCurrency(code: "INR", names: ["rupees", "rupee", "inr"], symbols: ["₹"]),
    SpokenCurrency(code: "CNY", names: ["yuan", "renminbi", "cny"], symbols: []),
    SpokenCurrency(code: "MXN", names: ["pesos", "peso", "mxn"], symbols: []),
  ]

  /// Every name of every currency, as the matcher and the answers read amounts with them.
  package static let allNames = known.flatMap(\.names)

  /// The currency with the ISO code `code`, known by its code alone when no name is listed.
  package static func withCode(_ code: String) -> SpokenCurrency {
    known.first { $0.code == code.uppercased() }
      ?? SpokenCurrency(code: code.uppercased(), names: [code.lowercased()], symbols: [])
  }
}

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
  /// Creates a parameter for an amount of money in one of `currencyCodes`; an amount said
  /// without its currency is in the first.
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - currencyCodes: The ISO 4217 codes of the currencies taken; any when empty.
  ///   - inclusiveRange: The smallest and largest amount accepted.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    currencyCodes: [String] = [], inclusiveRange: InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: nil, inputConnectionBehavior: inputConnectionBehavior)
    self.currencyCodes = currencyCodes.map { $0.uppercased() }
    limit(
      to: inclusiveRange.map { ($0.lowerBound.doubleValue, $0.upperBound.doubleValue) })
  }
}

extension Decimal {
  /// The nearest Double, as ranges and number checks compare values.
  package var doubleValue: Double { NSDecimalNumber(decimal: self).doubleValue }
}
