import Foundation
import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// Reads `text` as a person for `parameter`: a phone number or email address said is that
  /// handle; a name is looked for among the people the parameter's options provider lists (the
  /// stand-in for the device's contacts; several of that name are asked about), and taken as
  /// said when it lists none.
  func resolvePerson(
    _ text: String, for parameter: any AnyIntentParameter, in request: ActiveRequest
  ) async -> ValueResolution {
    let said = SpokenValue.withoutIntroducer(Self.freeTextAnswer(text))
    guard !said.isEmpty else { return .invalid("Sorry, I didn't catch that.") }
    let known = await choices(for: parameter, in: request)
    if let handle = Self.handle(in: said) {
      let listed = known.first { option in
        (option.value as? IntentPerson)?.names.contains { $0.lowercased() == said.lowercased() }
          ?? false
      }
      return .value(listed?.value ?? IntentPerson(handle: handle))
    }
    guard known.isEmpty else {
      return pickByName(said, among: known) { "Sorry, I couldn't find anyone called “\(said)”." }
    }
    let words = said.split(separator: " ").map(\.withCapitalFirst)
    var name = PersonNameComponents()
    name.givenName = words.first
    if words.count > 1 { name.familyName = words.dropFirst().joined(separator: " ") }
    return .value(IntentPerson(identifier: .unknown, name: .components(name), handle: nil))
  }

  /// The phone number or email address `text` is, if it is one: "ana@example.com",
  /// "+1 555 0100".
  static func handle(in text: String) -> IntentPerson.Handle? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if !trimmed.contains(" "), let at = trimmed.firstIndex(of: "@"), at > trimmed.startIndex,
      trimmed[at...].dropFirst().contains(".")
    {
      return IntentPerson.Handle(emailAddress: trimmed)
    }
    let digits = trimmed.filter(\.isNumber)
    let allowed = Set("+-(). 0123456789")
    if digits.count >= 7, trimmed.allSatisfy({ allowed.contains($0) }) {
      return IntentPerson.Handle(phoneNumber: trimmed)
    }
    return nil
  }

  /// Reads `text` as a payment method for `parameter`, by name or kind ("my debit card"),
  /// among those its options provider lists.
  func resolvePaymentMethod(
    _ text: String, for parameter: any AnyIntentParameter, in request: ActiveRequest
  ) async -> ValueResolution {
    let known = await choices(for: parameter, in: request)
    let said = SpokenValue.withoutIntroducer(Self.freeTextAnswer(text))
    let leads = Lexicon.wordsBeforeName.union(Lexicon.instrumentLeads)
    let bare = said.split(separator: " ").filter { !leads.contains($0.lowercased()) }
      .joined(separator: " ")
    guard !known.isEmpty else {
      return .invalid("Sorry, \(request.app.name) has no way to pay set up.")
    }
    return pick(bare.isEmpty ? said : bare, among: known) {
      "Sorry, “\(said)” isn't one of your payment methods."
        + possibleValuesSentence(known.map(\.title))
    }
  }
}
