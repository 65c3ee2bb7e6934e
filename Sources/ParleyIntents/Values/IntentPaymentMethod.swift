/// A way to pay that the app offers: a card, a bank account, Apple Pay.
///
/// A parameter of this type takes one of the methods its `optionsProvider:` lists, by name
/// ("with my debit card") or, on a display, by number.
///
/// ```swift
/// IntentPaymentMethod(type: .debit, name: "Everyday Debit", identificationHint: "•• 4242")
///
/// @Parameter(title: "Pay With", optionsProvider: PaymentMethodOptions())
/// var method: IntentPaymentMethod
/// ```
public struct IntentPaymentMethod: Hashable, Sendable {
  /// The kind of payment method.
  public let paymentType: PaymentType
  /// The name people know the method by.
  public let name: String?
  /// What tells it apart from others of its kind: the last digits of a card.
  public let identificationHint: String?
  /// The method's icon.
  public let icon: DisplayRepresentation.Image?

  /// Creates a payment method.
  ///
  /// - Parameters:
  ///   - type: The kind of payment method.
  ///   - name: The name people know the method by.
  ///   - identificationHint: What tells it apart from others of its kind.
  ///   - icon: The method's icon.
  public init(
    type: PaymentType, name: LocalizedStringResource? = nil, identificationHint: String? = nil,
    icon: DisplayRepresentation.Image? = nil
  ) {
    self.paymentType = type
    self.name = name?.defaultValue
    self.identificationHint = identificationHint
    self.icon = icon
  }

  /// The kind of a payment method.
  public enum PaymentType: Hashable, Sendable {
    case applePay
    case brokerage
    case checking
    case credit
    case debit
    case prepaid
    case savings
    case store
    case unknown

    /// How the kind is said: "debit card", "checking account".
    var spoken: String {
      switch self {
      case .applePay: return "Apple Pay"
      case .brokerage: return "brokerage account"
      case .checking: return "checking account"
      case .credit: return "credit card"
      case .debit: return "debit card"
      case .prepaid: return "prepaid card"
      case .savings: return "savings account"
      case .store: return "store card"
      case .unknown: return "payment method"
      }
    }
  }
}

extension IntentPaymentMethod: CustomStringConvertible {
  /// The method's name, else its kind, so that `"\(method)"` reads as in a dialog.
  public var description: String { name ?? paymentType.spoken }
}

extension IntentPaymentMethod: CustomLocalizedStringResourceConvertible {
  /// The method's name, else its kind: "Everyday Debit", "debit card".
  public var localizedStringResource: LocalizedStringResource {
    LocalizedStringResource(description)
  }

  /// How the method appears: its name, with its kind and hint under it.
  public var displayRepresentation: DisplayRepresentation {
    let subtitle = [name == nil ? nil : paymentType.spoken, identificationHint]
      .compactMap { $0 }.joined(separator: " ")
    return DisplayRepresentation(
      title: localizedStringResource,
      subtitle: subtitle.isEmpty ? nil : LocalizedStringResource(subtitle), image: icon)
  }

  /// The type's name, "Payment Method".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Payment Method" }

  /// Every text the method may be called by: its name, its kind, its hint.
  package var names: [String] {
    [name, paymentType.spoken, identificationHint].compactMap { $0 }
  }
}

extension IntentPaymentMethod: _IntentValue {
  /// A way to pay.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.paymentMethod) }
}
