import Foundation

/// The texts an entity query was asked to search, in order: a test app's query records each
/// one, and the test reads what was asked.
final class QueryLog: @unchecked Sendable {
  private let lock = NSLock()
  private var searched: [String] = []

  func record(_ text: String) { lock.withLock { searched.append(text) } }

  var texts: [String] { lock.withLock { searched } }

  func clear() { lock.withLock { searched = [] } }
}
