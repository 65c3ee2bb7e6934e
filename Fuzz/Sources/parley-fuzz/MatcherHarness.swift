import Foundation
import ParleyAssistant
import ParleyMatcher

/// The matcher and the value readers over one line: matching twice answers the same; no reader
/// traps.
enum MatcherHarness {
  static func prepare() {
    _ = Catalogs.catalog
  }

  static func run(_ data: Data) {
    let line = text(data, limit: 1024)
    let options = MatchOptions(now: Catalogs.now)
    let index = Catalogs.catalog.index
    let first = index.match(line, options: options)
    let second = index.match(line, options: options)
    if first.best?.templateIndex != second.best?.templateIndex {
      violated("matching \(line.debugDescription) twice gave two different answers")
    }
    _ = SpokenValue.integer(in: line)
    _ = SpokenValue.decimal(in: line)
    _ = SpokenValue.ordinal(in: line)
    _ = SpokenValue.boolean(in: line)
    _ = SpokenValue.isCancel(line)
    _ = SpokenValue.date(in: line, now: Catalogs.now, calendar: MatchOptions.utcCalendar)
    _ = resolveChoice(line, among: [["Bear Creek Trail"], ["Lake Loop"], ["Ridge", "Ridge Walk"]])
  }
}
