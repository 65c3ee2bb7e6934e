import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One JSON file of an ``AppDataDirectory``, shared safely by every process that uses it.
///
/// A change is a read-modify-write under the folder's exclusive lock: ``update(sample:_:)``
/// reads the file as it is now (with what another process saved since this one last read),
/// applies the change, and saves before it returns, so identifiers and numbers taken from the
/// value inside the change are never handed out twice, and nothing another process saved is
/// lost. When the save fails the change is not made and the error is thrown, so the person
/// hears that it was not kept. ``load(sample:)`` reads the latest content without the lock.
///
/// Saving is atomic: the JSON goes to a new temporary file in the same folder (created
/// exclusively under an unpredictable name, mode 0600 or the mode the file had), which is flushed
/// to disk and then renamed over the old file, so a crash or a kill at any moment leaves either
/// the old or the new content, never a torn file; temporary files a killed process left behind
/// are removed. A file that cannot be read is moved aside (to `notes.json.unreadable`) and
/// reported, never saved over; a read-only file or a symbolic link is left alone, and a change
/// to it fails with ``AppDataError``.
///
/// ```swift
/// let file = directory.file(named: "notes.json", as: [Note].self)
/// let notes = file.load(sample: Note.samples)  // the file's notes, or the samples (now saved)
/// let id = try file.update(sample: Note.samples) { notes in
///   let note = Note(id: (notes.map(\.id).max() ?? 0) + 1, title: "Milk")
///   notes.append(note)
///   return note.id
/// }
/// ```
public struct AppDataFile<Value: Codable & Sendable>: Sendable {
  /// The directory the file is in.
  public let directory: AppDataDirectory
  /// The file's name.
  public let name: String

  /// The file's location.
  public var url: URL { directory.url.appendingPathComponent(name) }

  /// The value kept in the file now; the sample when there is no file yet (the sample is
  /// saved) or it cannot be read (it is moved aside and the problem reported).
  ///
  /// Reads the file only when it changed since it was last read or written here.
  ///
  /// - Parameter sample: The app's sample content.
  /// - Returns: The kept value, or the sample.
  public func load(sample: @autoclosure () -> Value) -> Value {
    let stamp = FileStamp(path: url.path)
    if let cached: Value = directory.cachedValue(of: name, stamp: stamp) { return cached }
    if stamp != nil, directory.isBlocked(name) { return sample() }
    if stamp != nil, directory.wasTidied(name), let value = try? decodedFile() {
      directory.remember(value, of: name, stamp: stamp)
      return value
    }
    do {
      return try directory.withExclusiveAccess { try current(sample: sample()) }
    } catch {
      directory.report("Could not keep \(url.path): \(error.reason).")
      return sample()
    }
  }

  /// Changes the kept value and saves it before returning, under the folder's exclusive lock:
  /// `change` gets the file's content as it is now (the sample when there is none).
  ///
  /// When `change` throws, or the save fails, the file keeps what it held.
  ///
  /// - Parameters:
  ///   - sample: The app's sample content, for a folder with no file yet.
  ///   - change: Changes the value; what it returns is returned.
  /// - Returns: What `change` returned.
  /// - Throws: What `change` throws, or ``AppDataError`` when the change could not be saved.
  public func update<T>(
    sample: @autoclosure () -> Value, _ change: (inout Value) throws -> T
  ) throws -> T {
    try directory.withExclusiveAccess {
      if directory.isBlocked(name) {
        throw AppDataError(url: url, reason: "\(name) could not be read, so it is left as it is")
      }
      var value = try current(sample: sample())
      let result = try change(&value)
      try write(value)
      return result
    }
  }

  /// Saves the value atomically, replacing what the file held.
  ///
  /// - Parameter value: The value to keep.
  /// - Throws: ``AppDataError`` when it could not be saved; the file keeps what it held.
  public func save(_ value: Value) throws {
    try directory.withExclusiveAccess {
      if directory.isBlocked(name) {
        throw AppDataError(url: url, reason: "\(name) could not be read, so it is left as it is")
      }
      tidy()
      try write(value)
    }
  }

  /// The value as the file holds it now, read under the lock: the sample (saved) when there is
  /// no file, the sample when it cannot be used (moved aside, or blocked).
  private func current(sample: @autoclosure () -> Value) throws -> Value {
    tidy()
    do {
      let value = try decodedFile()
      directory.remember(value, of: name, stamp: FileStamp(path: url.path))
      return value
    } catch {
      switch error {
      case .missing:
        let value = sample()
        try write(value)
        return value
      case .unusable(let reason):
        return setAside(because: reason, sample: sample())
      }
    }
  }

  private enum ReadProblem: Error {
    case missing
    case unusable(String)
  }

  private func decodedFile() throws(ReadProblem) -> Value {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch CocoaError.fileReadNoSuchFile {
      throw .missing
    } catch {
      throw .unusable("it cannot be read")
    }
    do {
      return try Self.decoder.decode(Value.self, from: data)
    } catch DecodingError.dataCorrupted where !Self.isJSON(data) {
      throw .unusable("it is not valid JSON")
    } catch {
      throw .unusable("it does not hold what the app keeps there")
    }
  }

  private func setAside(because reason: String, sample: Value) -> Value {
    let aside = Self.freeName(for: url)
    do {
      try FileManager.default.moveItem(at: url, to: aside)
      directory.report(
        "\(url.path) could not be used (\(reason)); it was moved to \(aside.lastPathComponent) "
          + "and the app starts again from its sample data.")
      try? write(sample)
    } catch {
      directory.block(name)
      directory.report(
        "\(url.path) could not be used (\(reason)) nor moved aside; the app uses its sample "
          + "data and will not save over the file.")
    }
    return sample
  }

  /// Writes the value over the file (the caller holds the lock) and remembers it.
  private func write(_ value: Value) throws {
    let data: Data
    do {
      data = try Self.encoder.encode(value)
    } catch {
      throw AppDataError(url: url, reason: "its content could not be written as JSON")
    }
    try AtomicFileWriter(url: url).replace(with: data)
    directory.remember(value, of: name, stamp: FileStamp(path: url.path))
  }

  /// Removes the temporary files of this file left by a process killed while saving; the
  /// caller holds the lock, so no save is under way. Once a run.
  private func tidy() {
    guard directory.needsTidying(name) else { return }
    AtomicFileWriter(url: url).removeLeftovers()
  }

  private static func freeName(for url: URL) -> URL {
    var candidate = url.appendingPathExtension("unreadable")
    var number = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      candidate = url.appendingPathExtension("unreadable-\(number)")
      number += 1
    }
    return candidate
  }

  private static func isJSON(_ data: Data) -> Bool {
    (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}

extension Error {
  /// Why a data file could not be kept, as words that end a sentence.
  fileprivate var reason: String {
    if let error = self as? AppDataError { return error.reason }
    return (self as NSError).localizedDescription
  }
}
