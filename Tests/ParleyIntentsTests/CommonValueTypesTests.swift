import Foundation
import ParleyIntents
import Testing

/// Apple's common value types: people and their names, files and their types, payment methods
/// and choice options.
@Suite struct CommonValueTypesTests {
  private var ana: IntentPerson {
    var name = PersonNameComponents()
    name.namePrefix = "Dr."
    name.givenName = "Ana"
    name.middleName = "Maria"
    name.familyName = "Lopez"
    name.nickname = "Annie"
    return IntentPerson(
      identifier: .contact("c1"), name: .components(name),
      handle: IntentPerson.Handle(emailAddress: "ana@example.com", label: .work),
      aliases: [IntentPerson.Handle(phoneNumber: "+1 555 0100", label: .mobile)])
  }

  @Test func aPersonIsShownByNameAndKnownByItsPartsAndHandles() throws {
    #expect(ana.localizedStringResource.defaultValue == "Ana Lopez")
    #expect(ana.displayRepresentation.subtitle?.defaultValue == "ana@example.com")
    let handleOnly = IntentPerson(handle: IntentPerson.Handle(phoneNumber: "+1 555 0100"))
    #expect(handleOnly.localizedStringResource.defaultValue == "+1 555 0100")
    #expect(handleOnly.identifier == .unknown && handleOnly.name == .unknown)
    #expect("\(ana)" == "Ana Lopez")
    let shown: LocalizedStringResource = "Messaging \(ana)."
    #expect(shown.defaultValue == "Messaging Ana Lopez.")
    let decoded = try JSONDecoder().decode(
      IntentPerson.self, from: try JSONEncoder().encode(ana))
    #expect(decoded == ana)
  }

  @Test func aNameIsWrittenInEachStyle() {
    guard case .components(let name) = ana.name else {
      Issue.record("expected name components")
      return
    }
    #expect(name.formatted() == "Ana Lopez")
    #expect(name.formatted(.name(style: .short)) == "Annie")
    #expect(name.formatted(.name(style: .long)) == "Dr. Ana Maria Lopez")
    #expect(name.formatted(.name(style: .abbreviated)) == "AL")
    let dialog: LocalizedStringResource = "Hi \(name, format: .name(style: .short)), it's \(name)."
    #expect(dialog.defaultValue == "Hi Annie, it's Ana Lopez.")
  }

  @Test func aPersonParameterOffersContactsUnlessToldAnotherMode() {
    let plain = IntentParameter<IntentPerson>(title: "Recipient")
    let phone = IntentParameter<IntentPerson>(title: "Callee", mode: .phone)
    #expect(plain.parameterMode == .contact)
    #expect(phone.parameterMode == .phone)
  }

  @Test func fileTypesConformAsApplesDo() {
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.json.conforms(to: .text))
    #expect(UTType.plainText.conforms(to: .item))
    #expect(!UTType.pdf.conforms(to: .text))
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType("public.plain-text") == .plainText)
    #expect(UTType(filenameExtension: "nope") == nil)
  }

  @Test func aFileGivesItsDataAsTheKindItHolds() async throws {
    let file = IntentFile(data: Data("hello".utf8), filename: "hello.txt")
    #expect(file.type == .plainText)
    #expect("\(file)" == "hello.txt")
    #expect(try await file.data(contentType: .text) == Data("hello".utf8))
    await #expect(throws: (any Error).self) { try await file.data(contentType: .image) }
    let copied = try await file.withFile(contentType: .plainText) { url, inPlace in
      (try String(contentsOf: url, encoding: .utf8), inPlace, url)
    }
    #expect(copied.0 == "hello" && !copied.1)
    #expect(!FileManager.default.fileExists(atPath: copied.2.path))
    let written = try await file.file(contentType: .text)
    defer { try? FileManager.default.removeItem(at: written.fileURL.deletingLastPathComponent()) }
    #expect(!written.openedInPlace && written.fileURL.lastPathComponent == "hello.txt")
    #expect(try Data(contentsOf: written.fileURL) == Data("hello".utf8))
    let onDisk = IntentFile(fileURL: written.fileURL)
    #expect(try await onDisk.file(contentType: .plainText) == (written.fileURL, true))
    let decoded = try JSONDecoder().decode(
      IntentFile.self, from: try JSONEncoder().encode(file))
    #expect(decoded == file && decoded.data == Data("hello".utf8))
  }

  @Test func aPaymentMethodIsShownByNameElseByKind() {
    let card = IntentPaymentMethod(type: .debit, name: "Everyday", identificationHint: "4242")
    #expect(card.localizedStringResource.defaultValue == "Everyday")
    #expect("\(card)" == "Everyday")
    #expect(card.displayRepresentation.subtitle?.defaultValue == "debit card 4242")
    #expect(
      IntentPaymentMethod(type: .applePay).localizedStringResource.defaultValue == "Apple Pay")
  }

  @Test func choiceOptionsCompareByTitleAndStyle() async {
    #expect(IntentChoiceOption(title: "Keep") == IntentChoiceOption(title: "Keep"))
    #expect(
      IntentChoiceOption(title: "Keep") != IntentChoiceOption(title: "Keep", style: .destructive))
    #expect(IntentChoiceOption.cancel.style == .cancel)
    #expect(IntentChoiceOption.cancel.title.defaultValue == "Cancel")
    #expect("\(IntentChoiceOption(title: "Keep"))" == "Keep")
  }
}
