import Foundation

/// A file given to or returned by an intent: its name, its type and its contents, in memory or
/// on disk.
///
/// A parameter of this type is asked for on a display and answered with the path of a file
/// ("~/Documents/plan.pdf"), which is read as the file the person picked; a speaker cannot take
/// a file and says so. A file returned as a value shows by its name.
///
/// ```swift
/// @Parameter(title: "File", supportedContentTypes: [.pdf, .plainText])
/// var file: IntentFile
///
/// return .result(value: IntentFile(data: summary, filename: "summary.txt", type: .plainText))
/// ```
public struct IntentFile: Hashable, Sendable, Codable {
  /// The name shown for the file.
  public var filename: String
  /// Where the file is on disk, if it is on disk.
  public let fileURL: URL?
  /// What kind of content the file holds, when known.
  public let type: UTType?
  /// Whether the file is deleted when the request is done; kept here, not acted on.
  public var removedOnCompletion = false
  private let storedData: Data?

  /// Creates a file held in memory.
  ///
  /// - Parameters:
  ///   - data: The contents.
  ///   - filename: The name shown for the file.
  ///   - type: The kind of content; from the name's extension when nil.
  public init(data: Data, filename: String, type: UTType? = nil) {
    self.storedData = data
    self.filename = filename
    self.fileURL = nil
    self.type = type ?? UTType(filenameExtension: (filename as NSString).pathExtension)
  }

  /// Creates a file on disk.
  ///
  /// - Parameters:
  ///   - fileURL: Where the file is.
  ///   - filename: The name shown for the file; the URL's last part when nil.
  ///   - type: The kind of content; from the URL's extension when nil.
  public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
    self.storedData = nil
    self.fileURL = fileURL
    self.filename = filename ?? fileURL.lastPathComponent
    self.type = type ?? UTType(filenameExtension: fileURL.pathExtension)
  }

  /// The contents: the data held, or what the file on disk holds (empty when it cannot be
  /// read).
  public var data: Data {
    if let storedData { return storedData }
    guard let fileURL else { return Data() }
    return (try? Data(contentsOf: fileURL, options: .mappedIfSafe)) ?? Data()
  }

  /// The kinds of content the file can be read as: its own type, when known.
  public var availableContentTypes: [UTType] {
    type.map { [$0] } ?? []
  }

  /// The contents, when the file holds content of `contentType`.
  ///
  /// - Throws: An error naming the file when it holds another kind of content.
  public func data(contentType: UTType) async throws -> Data {
    try check(contentType)
    return data
  }

  /// Runs `fileHandler` with a URL of the file on disk: its own, or a temporary copy of the data
  /// held, removed once `fileHandler` returns.
  ///
  /// - Parameters:
  ///   - contentType: The kind of content wanted.
  ///   - allowOpenInPlace: Whether the file on disk may be handed over as it is.
  ///   - fileHandler: Reads the file; given its URL and whether it is the file itself.
  /// - Returns: What `fileHandler` returns.
  /// - Throws: When the file holds another kind of content, a copy cannot be written, or
  ///   `fileHandler` throws.
  public func withFile<Result>(
    contentType: UTType, allowOpenInPlace: Bool = false,
    fileHandler: (URL, Bool) async throws -> Result
  ) async throws -> Result {
    try check(contentType)
    if allowOpenInPlace, let fileURL { return try await fileHandler(fileURL, true) }
    let folder = Self.newTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await fileHandler(try writeCopy(into: folder), false)
  }

  /// The file on disk: its own place when it is on disk, else a copy of the data held, written
  /// into `destinationDirectory` (a new temporary folder when nil), which the caller removes.
  ///
  /// - Parameters:
  ///   - contentType: The kind of content wanted.
  ///   - destinationDirectory: Where a copy is written.
  /// - Returns: The file's URL, and whether it is the file itself rather than a copy.
  /// - Throws: When the file holds another kind of content, or a copy cannot be written.
  public func file(contentType: UTType, destinationDirectory: URL? = nil) async throws
    -> (fileURL: URL, openedInPlace: Bool)
  {
    try check(contentType)
    if let fileURL { return (fileURL, true) }
    return (try writeCopy(into: destinationDirectory ?? Self.newTemporaryFolder()), false)
  }

  /// A new folder's place in the temporary directory; not created yet.
  private static func newTemporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      UUID().uuidString, isDirectory: true)
  }

  /// Writes a copy of the contents under the file's name into `folder`, creating the folder.
  ///
  /// - Returns: The copy's URL.
  /// - Throws: When the folder cannot be created or the copy cannot be written.
  private func writeCopy(into folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent(filename)
    try data.write(to: copy)
    return copy
  }

  private func check(_ contentType: UTType) throws {
    guard let type, !type.conforms(to: contentType) else { return }
    throw IntentFileTypeError(filename: filename, contentType: contentType.identifier)
  }

  /// The file's name, place, type and, for a file held in memory, its data under "data".
  private enum CodingKeys: String, CodingKey {
    case filename, fileURL, type, removedOnCompletion
    case storedData = "data"
  }

  /// Files are the same when their name, place, type and data are.
  public static func == (lhs: IntentFile, rhs: IntentFile) -> Bool {
    lhs.filename == rhs.filename && lhs.fileURL == rhs.fileURL && lhs.type == rhs.type
      && lhs.storedData == rhs.storedData
  }

  /// Hashes the name and place.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(filename)
    hasher.combine(fileURL)
  }
}

/// The error a file gives when it is read as a kind of content it does not hold.
struct IntentFileTypeError: Error, CustomLocalizedStringResourceConvertible {
  let filename: String
  let contentType: String

  var localizedStringResource: LocalizedStringResource {
    LocalizedStringResource(stringLiteral: "“\(filename)” isn't \(contentType) content.")
  }
}

extension IntentFile: CustomStringConvertible {
  /// The file's name, so that `"\(file)"` reads as in a dialog: "plan.pdf".
  public var description: String { filename }
}

extension IntentFile: CustomLocalizedStringResourceConvertible {
  /// The file's name.
  public var localizedStringResource: LocalizedStringResource {
    LocalizedStringResource(stringLiteral: filename)
  }

  /// How the file appears: its name.
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: localizedStringResource)
  }

  /// The type's name, "File".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation { "File" }
}

extension IntentFile: _IntentValue {
  /// A file.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.file) }
}

extension IntentParameter where Value.ValueType == IntentFile {
  /// Creates a parameter for a file of one of `supportedContentTypes`.
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The file used when none is given.
  ///   - supportedContentTypes: The kinds of file taken; `[.item]` takes any.
  ///   - requestValueDialog: The prompt used when the system must ask for the file.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, supportedContentTypes: [UTType],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior)
    fileTypes = supportedContentTypes.map(\.identifier)
  }

  /// Creates a parameter for a file of one of the types `supportedTypeIdentifiers` names
  /// ("public.image"), the form Apple's platforms before iOS 18 use.
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The file used when none is given.
  ///   - supportedTypeIdentifiers: The identifiers of the kinds of file taken.
  ///   - requestValueDialog: The prompt used when the system must ask for the file.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, supportedTypeIdentifiers: [String],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: `default`, supportedContentTypes: [],
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    fileTypes = supportedTypeIdentifiers
  }
}
