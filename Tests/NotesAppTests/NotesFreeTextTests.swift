import Foundation
import ParleyAssistant
import ParleyIntents
import ParleyTesting
import Testing

@testable import NotesApp

/// Text a request gives with no word that introduces it, and parts of a request no app does:
/// what was said is the note's, or said to be left out, never lost or put in the wrong value.
@Suite struct NotesFreeTextTests {
  /// 2026-11-21 09:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_795_251_600)

  @Test func aTitleSaidWithNoWordThatNamesItIsTheNotesAndTheTextIsAsked() async throws {
    let dialog = try await AppTester(Notes.app, now: Self.now).dialog()
    await dialog.say("add buy milk to my notes", replies: "< What should it say?")
    await dialog.say(
      "two litres",
      replies: """
        = buy milk
        | two litres
        | Personal
        ! Edit
        ! Delete
        ! Pin
        < Created the note “buy milk” in Personal.
        """)
  }

  @Test func aPartNoAppDoesIsSaidAndTheTextAskedIsTheNotes() async throws {
    let dialog = try await AppTester(Notes.app, now: Self.now).dialog(on: .speaker)
    await dialog.say(
      "create a note called dentist in notes and set an alarm for 8",
      replies: """
        < None of your apps does “set an alarm for 8”, so I've left it out.
        < What should it say?
        """)
    await dialog.say("Tuesday at 3", replies: "< Created the note “dentist” in Personal.")
    await dialog.say(
      "show my dentist note in notes",
      replies: "< Your note “dentist” says: Tuesday at 3")
  }

  @Test func aTitleNamedInItsAnswerIsTheTitleAndATextSaidWithItIsIsWhole() async throws {
    let dialog = try await AppTester(Notes.app, now: Self.now).dialog(on: .speaker)
    await dialog.say("create a note in notes", replies: "< What should the note be called?")
    await dialog.say(
      "the title is mantra",
      replies: """
        < Okay, the title is mantra.
        < What should it say?
        """)
    await dialog.say("it is what it is", replies: "< Created the note “mantra” in Personal.")
  }

  @Test func whatANoteSaysAfterAColonIsItsTextAndTheTitleIsAsked() async throws {
    let dialog = try await AppTester(Notes.app, now: Self.now).dialog(on: .speaker)
    await dialog.say(
      "write a note: call mom on sunday", replies: "< What should the note be called?")
    await dialog.say("Mom", replies: "< Created the note “Mom” in Personal.")
    await dialog.say(
      "show my mom note in notes", replies: "< Your note “Mom” says: call mom on sunday")
  }
}
