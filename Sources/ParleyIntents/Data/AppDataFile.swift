import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One JSON file of an ``AppDataDirectory``: loaded once when the app starts, saved whole after
/// each change.
///
/// Saving is atomic: the JSON goes to a temporary file in the same folder, which is flushed to
/// disk and then renamed over the old file, so a crash or a kill at any moment leaves either the
/// old or the new content, never a torn file. A file that cannot be read is moved aside (to
/// `notes.json.unreadable`) and reported, never saved over.
///
/// ```swift
/// let file = directory.file(named: "notes.json", as: [Note].self)
/// var notes = file.load(sample: Note.samples)  // the file's notes, or the samples (now saved)
/// notes.append(Note(title: "Milk"))
/// file.save(notes)
/// ```
public struct AppDataFile<Value: Codable>: Sendable {
  /// The directory the file is in.
  public let directory: AppDataDirectory
  /// The file's name.
  public let name: String

  /// The file's location.
  public var url: URL { directory.url.appendingPathComponent(name) }

  /// The value kept in the file; the sample when there is no file yet (the sample is saved) or
  /// it cannot be read (it is moved aside and the problem reported).
  ///
  /// - Parameter sample: The app's sample content.
  /// - Returns: The kept value, or the sample.
  public func load(sample: @autoclosure () -> Value) -> Value {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch CocoaError.fileReadNoSuchFile {
      let value = sample()
      save(value)
      return value
    } catch {
      return setAside(because: "it cannot be read", sample: sample())
    }
    do {
      return try Self.decoder.decode(Value.self, from: data)
    } catch DecodingError.dataCorrupted where !Self.isJSON(data) {
      return setAside(because: "it is not valid JSON", sample: sample())
    } catch {
      return setAside(because: "it does not hold what the app keeps there", sample: sample())
    }
  }

  /// Saves the value atomically; a failure is reported through the directory.
  ///
  /// - Parameter value: The value to keep.
  public func save(_ value: Value) {
    guard !directory.isBlocked(name) else { return }
    do {
      try FileManager.default.createDirectory(
        at: directory.url, withIntermediateDirectories: true)
      try Self.writeAtomically(Self.encoder.encode(value), to: url)
    } catch {
      directory.report("Could not save \(url.path): \(Self.reason(error)).")
    }
  }

  private func setAside(because reason: String, sample: Value) -> Value {
    let aside = Self.freeName(for: url)
    do {
      try FileManager.default.moveItem(at: url, to: aside)
      directory.report(
        "\(url.path) could not be used (\(reason)); it was moved to \(aside.lastPathComponent) "
          + "and the app starts again from its sample data.")
      save(sample)
    } catch {
      directory.block(name)
      directory.report(
        "\(url.path) could not be used (\(reason)) nor moved aside; the app uses its sample "
          + "data and will not save over the file.")
    }
    return sample
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

  /// Writes to a temporary file beside `url`, flushes it to disk, renames it over `url` and
  /// flushes the folder, so the rename itself survives a power cut.
  private static func writeAtomically(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw posixError() }
    var written = 0
    let failed: Bool = data.withUnsafeBytes { buffer in
      while written < buffer.count {
        let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return true
        }
        written += count
      }
      return fsync(descriptor) != 0
    }
    let error = failed ? posixError() : nil
    close(descriptor)
    if let error {
      unlink(temporary.path)
      throw error
    }
    guard rename(temporary.path, url.path) == 0 else {
      let error = posixError()
      unlink(temporary.path)
      throw error
    }
    let folderDescriptor = open(folder.path, O_RDONLY)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  private static func posixError() -> POSIXError {
    POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }

  private static func reason(_ error: any Error) -> String {
    if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
    return (error as NSError).localizedDescription
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
