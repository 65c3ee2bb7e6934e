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
///
/// Inside a change, work on the value the closure is given, never on ``value`` nor another
/// ``change(saving:_:)`` of the same kept value: the closure's argument is the latest content,
/// with what other processes saved, and it alone is saved. Reading ``value`` there would give
/// the content from before the change and wait for the lock the change holds, so it stops the
/// program with a message that says so instead of hanging. Other kept values of the same
/// folder may be read and changed inside a change.
public final class KeptValue<Value: Codable & Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var memory: Value
  private let file: AppDataFile<Value>?
  /// Guards ``changingThread``, which is read while ``lock`` is held by a change.
  private let changeLock = NSLock()
  /// The thread running a change of this value, while one runs.
  private var changingThread: ObjectIdentifier?

  /// Keeps `initial` in memory, or in `file` when there is one (`initial` is then the sample
  /// content a folder without the file starts from).
  ///
  /// ```swift
  /// let session = KeptValue<Session?>(nil)  // in memory only, as in tests
  /// ```
  public init(_ initial: Value, file: AppDataFile<Value>? = nil) {
    memory = initial
    self.file = file
    _ = file?.load(sample: initial)
  }

  /// The value as it is now.
  ///
  /// Not to be read inside this value's own ``change(saving:_:)``: use the closure's argument.
  public var value: Value {
    refuseInsideOwnChange("read KeptValue.value")
    let sample = lock.withLock { memory }
    return file?.load(sample: sample) ?? sample
  }

  /// Changes the value and keeps the change before returning.
  ///
  /// `change` gets the latest content and must change that: reading ``value``, or changing
  /// this kept value again, inside `change` stops the program (it could only wait forever for
  /// the lock the change holds). Other kept values may be read and changed inside it.
  ///
  /// ```swift
  /// try orders.change(saving: "your order") { orders in
  ///   orders.append(Order(number: orders.count + 1))  // right: the value being changed
  ///   // orders.value.count                         // wrong: stops the program
  /// }
  /// ```
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
    refuseInsideOwnChange("change a KeptValue again")
    return try lock.withLock {
      changeLock.withLock { changingThread = ObjectIdentifier(Thread.current) }
      defer { changeLock.withLock { changingThread = nil } }
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

  /// Stops the program when this thread is inside a change of this value, where `action`
  /// would wait forever for the lock the change holds.
  private func refuseInsideOwnChange(_ action: String) {
    let thread = ObjectIdentifier(Thread.current)
    let inside = changeLock.withLock { changingThread == thread }
    precondition(
      !inside,
      "Tried to \(action) inside its own change(saving:_:): change the value the closure is "
        + "given instead.")
  }
}
