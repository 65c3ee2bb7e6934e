import Foundation
import Testing

@testable import ParleyAssistant

@Suite struct PhraseFileDateTests {
  @Test(arguments: [
    ("2026-11-21T09:00:00Z", 1_795_251_600.0),
    ("2026-11-21T10:00:00+01:00", 1_795_251_600.0),
    ("2026-11-21T04:30:00-0430", 1_795_251_600.0),
    ("2026-11-21T09:00Z", 1_795_251_600.0),
    ("2026-11-21T09:00:00.25Z", 1_795_251_600.25),
    ("2026-11-21", 1_795_219_200.0),
    ("2024-02-29T00:00:00Z", 1_709_164_800.0),
    ("1969-12-31T23:59:59Z", -1.0),
    ("2000-03-01T00:00:00Z", 951_868_800.0),
  ])
  func readsISO8601Dates(text: String, seconds: Double) {
    #expect(PhraseFileDate.parse(text) == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: [
    "", "yesterday", "2026-11-21T09:00:00", "2026-13-01T00:00:00Z", "2026-02-29T00:00:00Z",
    "1900-02-29", "2026-11-31", "2026-11-21T24:00:00Z", "2026-11-21T09:60:00Z",
    "2026-11-21T09:00:60Z", "2026-11-21T09:00:00.Z", "2026-11-21T09:00:00+25:00",
    " 2026-11-21", "2026-11-21T09:00:00Zjunk", "26-11-21", "2026-11-21 09:00:00Z",
  ])
  func refusesWhatIsNotADate(text: String) {
    #expect(PhraseFileDate.parse(text) == nil)
  }

  @Test(arguments: [
    (1_795_251_600.0, "2026-11-21T09:00:00Z"),
    (1_795_251_600.5, "2026-11-21T09:00:00.500Z"),
    (-1.0, "1969-12-31T23:59:59Z"),
    (951_868_800.0, "2000-03-01T00:00:00Z"),
    (0.0, "1970-01-01T00:00:00Z"),
    (-.infinity, "0001-01-01T00:00:00Z"),
    (.infinity, "9999-12-31T23:59:59.999Z"),
  ])
  func writesUTCDates(seconds: Double, text: String) {
    let date = Date(timeIntervalSince1970: seconds)
    #expect(PhraseFileDate.format(date) == text)
    if seconds.isFinite { #expect(PhraseFileDate.parse(text) == date) }
  }

  @Test func roundTripsSeededRandomMoments() {
    var generator = PhraseFileTesting.Random(seed: 42)
    for _ in 0..<500 {
      let seconds = Double(Int64.random(in: -5_000_000_000...250_000_000_000, using: &generator))
      let date = Date(timeIntervalSince1970: seconds)
      #expect(PhraseFileDate.parse(PhraseFileDate.format(date)) == date)
    }
  }
}
