import Foundation

/// A value an app keeps and changes: in memory when the program keeps no data (tests, suites),
/// else in an ``AppDataFile`` shared safely with every other process that uses it.
///
/// Reading ``value`` gives the latest content, with what another process saved. A
/// ``change(saving:_:)`` is made to the latest content under the folder's lock and saved before
/// it returns; when the change throws or cannot be saved, nothing changes, so an intent never
/// reports as done what was not kept.
///
/// ```swift
/// let notes = KeptValue(Notebook.sample, file: manager.dataDirectory?.file(named: "notes.json"))
/// let note = try notes.change(saving: "the note") { notebook in
///   notebook.add(title: "Milk")
/// }
/// ```
public final class KeptValue<Value: Codable & Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var memory: Value
  private let file: AppDataFile<Value>?

  /// Keeps `initial` in memory, or in `file` when there is one (`initial` is then the sample
  /// content a folder without the file starts from).
  public init(_ initial: Value, file: AppDataFile<Value>?) {
    memory = initial
    self.file = file
    _ = file?.load(sample: initial)
  }

  /// The value as it is now.
  public var value: Value {
    let sample = lock.withLock { memory }
    return file?.load(sample: sample) ?? sample
  }

  /// Changes the value and keeps the change before returning.
  ///
  /// - Parameters:
  ///   - what: What is saved, as the person hears it after "I couldn't save": "your order".
  ///   - change: Changes the value; what it returns is returned.
  /// - Returns: What `change` returned.
  /// - Throws: What `change` throws, or ``AppDataError`` when the change could not be kept;
  ///   either way the value is as it was.
  public func change<T>(saving what: String = "your changes", _ change: (inout Value) throws -> T)
    throws -> T
  {
    try lock.withLock {
      guard let file else {
        var changed = memory
        let result = try change(&changed)
        memory = changed
        return result
      }
      do {
        return try file.update(sample: memory, change)
      } catch let error as AppDataError {
        throw error.saving(what)
      }
    }
  }
}
