import Foundation
import Testing

@testable import ParleyMatcher

@Suite struct SpokenValueTests {
  @Test(arguments: ["70", "seventy five", "twenty-five", "two and a half", "2.5"])
  func aNumberSaidAloneIsANumberAlone(_ text: String) {
    #expect(SpokenValue.isNumberAlone(text))
  }

  @Test(arguments: ["70 degrees", "brightness 70", "a few", "", "and"])
  func aNumberWithOtherWordsIsNotAlone(_ text: String) {
    #expect(!SpokenValue.isNumberAlone(text))
  }

  @Test(arguments: [
    ("3", 3), ("three", 3), ("twenty five", 25), ("a dozen", 12), ("a couple of eggs", 2),
    ("one hundred and five", 105), ("2,000", 2000), ("make it 40 please", 40),
    ("twelve", 12), ("ninety nine", 99), ("two thousand twenty six", 2026),
    ("a dozen and a half", 18), ("dozen and a half", 18), ("two dozen", 24),
    ("half a dozen", 6), ("two and a half dozen", 30), ("3 dozen eggs", 36),
    ("a hundred and twenty", 120), ("a hundred", 100), ("a thousand and five", 1005),
    ("one twenty", 120), ("two fifty five", 255), ("one hundred twenty", 120),
  ])
  func readsIntegers(text: String, value: Int) {
    #expect(SpokenValue.integer(in: text) == value)
  }

  @Test(arguments: [
    ("minus 5", -5), ("minus five", -5), ("negative twenty one", -21), ("set it to -3", -3),
  ])
  func readsNumbersBelowZero(text: String, value: Int) {
    #expect(SpokenValue.integer(in: text) == value)
  }

  @Test func aSignWordWithoutANumberIsNoNumber() {
    #expect(SpokenValue.integer(in: "a negative review") == nil)
    #expect(SpokenValue.integer(in: "minus") == nil)
  }

  @Test func rejectsTextWithoutAnInteger() {
    #expect(SpokenValue.integer(in: "none of them") == nil)
    #expect(SpokenValue.integer(in: "2.5") == nil)
  }

  @Test(arguments: [
    ("2.5", 2.5), ("two point five", 2.5), ("two and a half", 2.5), ("half", 0.5), ("7", 7.0),
  ])
  func readsDecimals(text: String, value: Double) {
    #expect(SpokenValue.decimal(in: text) == value)
  }

  @Test(arguments: [
    ("second", 2), ("2nd", 2), ("the second one", 2), ("number two", 2), ("first", 1),
    ("the twenty first", 21), ("option 3", 3),
  ])
  func readsOrdinals(text: String, value: Int) {
    #expect(SpokenValue.ordinal(in: text) == value)
  }

  @Test(arguments: [
    ("yes", true), ("yeah", true), ("sure", true), ("ok", true), ("do it", true),
    ("go ahead", true), ("no", false), ("nope", false), ("nah", false), ("don't", false),
    ("yes, I mean no", false),
  ])
  func readsYesAndNo(text: String, value: Bool) {
    #expect(SpokenValue.boolean(in: text) == value)
  }

  @Test func readsNeitherYesNorNo() {
    #expect(SpokenValue.boolean(in: "bear creek") == nil)
  }

  @Test(arguments: [
    ("today", TestCatalogs.date(2026, 11, 21)),
    ("tomorrow", TestCatalogs.date(2026, 11, 22)),
    ("tomorrow at 5 pm", TestCatalogs.date(2026, 11, 22, 17)),
    ("next friday", TestCatalogs.date(2026, 11, 27)),
    ("on monday", TestCatalogs.date(2026, 11, 23)),
    ("in 3 days", TestCatalogs.date(2026, 11, 24)),
    ("in three days", TestCatalogs.date(2026, 11, 24)),
    ("2026-12-01", TestCatalogs.date(2026, 12, 1)),
    ("2026-12-01T10:30", TestCatalogs.date(2026, 12, 1, 10, 30)),
    ("november 25th", TestCatalogs.date(2026, 11, 25)),
    ("the 3rd of december", TestCatalogs.date(2026, 12, 3)),
    ("at 5:30 pm", TestCatalogs.date(2026, 11, 21, 17, 30)),
    ("at 8 am", TestCatalogs.date(2026, 11, 21, 8)),
    ("at 6", TestCatalogs.date(2026, 11, 21, 18)),
    ("at 10", TestCatalogs.date(2026, 11, 21, 10)),
    ("tomorrow at 6", TestCatalogs.date(2026, 11, 22, 6)),
    ("the day after tomorrow", TestCatalogs.date(2026, 11, 23)),
    ("at half past 10", TestCatalogs.date(2026, 11, 21, 10, 30)),
    ("half past 8", TestCatalogs.date(2026, 11, 21, 20, 30)),
    ("quarter to 9 pm", TestCatalogs.date(2026, 11, 21, 20, 45)),
    ("tomorrow at a quarter past 7", TestCatalogs.date(2026, 11, 22, 7, 15)),
    ("at quarter after twelve", TestCatalogs.date(2026, 11, 21, 12, 15)),
    ("tonight", TestCatalogs.date(2026, 11, 21, 19)),
    ("tonight at 10", TestCatalogs.date(2026, 11, 21, 22)),
    ("for 10 tonight", TestCatalogs.date(2026, 11, 21, 22)),
    ("at 10 tonight", TestCatalogs.date(2026, 11, 21, 22)),
    ("at 3pm tomorrow", TestCatalogs.date(2026, 11, 22, 15)),
    ("for 3 pm tomorrow", TestCatalogs.date(2026, 11, 22, 15)),
    ("at 8 tomorrow", TestCatalogs.date(2026, 11, 22, 8)),
    ("for noon tomorrow", TestCatalogs.date(2026, 11, 22, 12)),
    ("tomorrow morning at 8", TestCatalogs.date(2026, 11, 22, 8)),
    ("tomorrow morning", TestCatalogs.date(2026, 11, 22, 9)),
    ("friday evening", TestCatalogs.date(2026, 11, 27, 19)),
    ("at 7 in the evening", TestCatalogs.date(2026, 11, 21, 19)),
    ("at 8 on friday", TestCatalogs.date(2026, 11, 27, 8)),
    ("this afternoon", TestCatalogs.date(2026, 11, 21, 15)),
    ("in half an hour", TestCatalogs.date(2026, 11, 21, 9, 30)),
    ("in an hour and a half", TestCatalogs.date(2026, 11, 21, 10, 30)),
    ("this weekend", TestCatalogs.date(2026, 11, 21)),
    ("the weekend", TestCatalogs.date(2026, 11, 21)),
    ("on the weekend", TestCatalogs.date(2026, 11, 21)),
    ("next weekend", TestCatalogs.date(2026, 11, 28)),
    ("at four thirty", TestCatalogs.date(2026, 11, 21, 16, 30)),
    ("at seven forty five tomorrow", TestCatalogs.date(2026, 11, 22, 7, 45)),
    ("at ten fifteen pm", TestCatalogs.date(2026, 11, 21, 22, 15)),
  ])
  func readsDates(text: String, date: Date) {
    let read = SpokenValue.date(
      in: text, now: TestCatalogs.now, calendar: MatchOptions.utcCalendar)
    #expect(read == date)
  }

  /// On a weekday the weekend is the coming Saturday, this one or next; on a Sunday this
  /// weekend is today.
  @Test(arguments: [
    (TestCatalogs.date(2026, 11, 25, 9), "this weekend", TestCatalogs.date(2026, 11, 28)),
    (TestCatalogs.date(2026, 11, 25, 9), "next weekend", TestCatalogs.date(2026, 11, 28)),
    (TestCatalogs.date(2026, 11, 22, 9), "this weekend", TestCatalogs.date(2026, 11, 22)),
    (TestCatalogs.date(2026, 11, 22, 9), "next weekend", TestCatalogs.date(2026, 11, 28)),
  ])
  func readsTheWeekendFromAnyDay(now: Date, text: String, date: Date) {
    #expect(SpokenValue.date(in: text, now: now, calendar: MatchOptions.utcCalendar) == date)
  }

  /// What a date's words say besides the date: a day alone is a day's start, which a
  /// parameter that holds a time of day does not take as midnight.
  @Test(arguments: [
    ("tomorrow", true, false), ("on friday", true, false), ("in 3 days", true, false),
    ("at 5 pm", false, true), ("noon", false, true), ("at midnight", false, true),
    ("tomorrow at 8", true, true), ("friday morning", true, true),
    ("this afternoon", false, true), ("in 20 minutes", true, true),
  ])
  func saysWhetherADayOrATimeWasSaid(text: String, day: Bool, time: Bool) throws {
    let parts = try #require(
      SpokenValue.dateParts(in: text, now: TestCatalogs.now, calendar: MatchOptions.utcCalendar))
    #expect(parts.saysDay == day)
    #expect(parts.saysTime == time)
  }

  /// An hour with no "am", "pm" or part of the day may be in either half of the day: the words
  /// do not say which (today's is the coming one; another day's is read as its morning's).
  @Test(arguments: [
    ("tomorrow at 4:30", true), ("at 8", true), ("friday at nine", true),
    ("tomorrow at 4:30 pm", false), ("tomorrow at 8 in the morning", false),
    ("tomorrow evening at 7", false), ("tomorrow at noon", false), ("at 16:30", false),
    ("tomorrow", false), ("in 20 minutes", false),
  ])
  func saysWhetherAnHourMayBeInEitherHalf(text: String, either: Bool) throws {
    let parts = try #require(
      SpokenValue.dateParts(in: text, now: TestCatalogs.now, calendar: MatchOptions.utcCalendar))
    #expect(parts.saysEitherHalf == either)
  }

  /// A time of the clock, not a part of the day read as its hour.
  @Test(arguments: [
    ("tomorrow at 4:30", true), ("5 pm", true), ("at noon", true), ("friday at nine", true),
    ("in the afternoon", false), ("the afternoon one", false), ("tomorrow evening", false),
    ("tomorrow", false),
  ])
  func saysWhetherATimeOfTheClockWasSaid(text: String, clock: Bool) throws {
    let parts = try #require(
      SpokenValue.dateParts(in: text, now: TestCatalogs.now, calendar: MatchOptions.utcCalendar))
    #expect(parts.saysClock == clock)
  }

  /// Two numbers are an hour and its minutes only where a time is read: "four thirty" said
  /// without "at", "pm" or a day is no time, as "4" alone is none.
  @Test func twoNumbersAreATimeOnlyWhereATimeIsSaid() {
    let calendar = MatchOptions.utcCalendar
    #expect(SpokenValue.date(in: "four thirty", now: TestCatalogs.now, calendar: calendar) == nil)
  }

  @Test func aWeekendOfANameIsNoDate() {
    #expect(
      SpokenValue.date(
        in: "weekend plans", now: TestCatalogs.now, calendar: MatchOptions.utcCalendar) == nil)
  }

  @Test func readsNoDateInPlainWords() {
    #expect(
      SpokenValue.date(in: "bear creek", now: TestCatalogs.now, calendar: MatchOptions.utcCalendar)
        == nil)
  }

  @Test(arguments: [
    ("cancel", true), ("never mind", true), ("nevermind", true), ("forget it", true),
    ("stop", true), ("quit", true), ("bear creek", false), ("stop at bear creek trail", false),
  ])
  func recognisesCancel(text: String, isCancel: Bool) {
    #expect(SpokenValue.isCancel(text) == isCancel)
  }

  @Test func formatsDatesAsISO8601() {
    #expect(ISODate.string(from: TestCatalogs.date(2026, 11, 22, 17)) == "2026-11-22T17:00:00Z")
    #expect(SlotValue.date(TestCatalogs.date(2000, 2, 29)).description == "2000-02-29T00:00:00Z")
  }
}
