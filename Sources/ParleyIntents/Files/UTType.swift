import Foundation

#if canImport(UniformTypeIdentifiers)
  @_exported import UniformTypeIdentifiers
#else
  /// A uniform type identifier: what kind of content a file holds ("public.plain-text").
  ///
  /// Linux has no UniformTypeIdentifiers module; this is the part of Apple's `UTType` that
  /// file parameters use. Import it only where it exists:
  ///
  /// ```swift
  /// #if canImport(UniformTypeIdentifiers)
  ///   import UniformTypeIdentifiers
  /// #endif
  /// ```
  public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The identifier: "public.png".
    public let identifier: String
    /// The filename extension files of the type have: "png".
    public let preferredFilenameExtension: String?
    private let parents: [String]

    private init(_ identifier: String, extensions: [String] = [], parents: [String]) {
      self.identifier = identifier
      self.preferredFilenameExtension = extensions.first
      self.parents = parents
    }

    /// The type with `identifier`, if it is one of the types known here.
    public init?(_ identifier: String) {
      guard let known = Self.known.first(where: { $0.identifier == identifier }) else {
        return nil
      }
      self = known
    }

    /// The type of files whose names end in `filenameExtension`, if it is known here.
    public init?(filenameExtension: String) {
      let wanted = filenameExtension.lowercased()
      guard
        let known = Self.known.first(where: {
          Self.extensions[$0.identifier]?.contains(wanted) ?? false
        })
      else { return nil }
      self = known
    }

    /// Whether content of this type is also content of `type`: a PNG is an image, text is
    /// data, everything is an item.
    public func conforms(to type: UTType) -> Bool {
      if type.identifier == identifier { return true }
      return parents.contains { parent in
        UTType(parent).map { $0.conforms(to: type) } ?? false
      }
    }

    /// The identifier.
    public var description: String { identifier }

    private static func make(_ identifier: String, _ parents: [String]) -> UTType {
      UTType(identifier, extensions: extensions[identifier] ?? [], parents: parents)
    }

    private static let extensions: [String: [String]] = [
      "public.plain-text": ["txt", "text"], "public.utf8-plain-text": [],
      "public.json": ["json"], "public.comma-separated-values-text": ["csv"],
      "public.html": ["html", "htm"], "net.daringfireball.markdown": ["md", "markdown"],
      "com.adobe.pdf": ["pdf"], "public.png": ["png"], "public.jpeg": ["jpg", "jpeg"],
      "com.compuserve.gif": ["gif"], "public.heic": ["heic"], "public.mp3": ["mp3"],
      "public.mpeg-4-audio": ["m4a"], "public.mpeg-4": ["mp4"],
      "com.apple.quicktime-movie": ["mov"],
      "public.zip-archive": ["zip"],
    ]

    private static let known: [UTType] = [
      item, content, data, text, plainText, utf8PlainText, json, commaSeparatedText, html,
      markdown, pdf, image, png, jpeg, gif, heic, audiovisualContent, audio, mp3, mpeg4Audio,
      movie, mpeg4Movie, quickTimeMovie, archive, zip, folder,
    ]

    /// Anything.
    public static let item = make("public.item", [])
    /// Any content.
    public static let content = make("public.content", ["public.item"])
    /// Any bytes.
    public static let data = make("public.data", ["public.item"])
    /// Text.
    public static let text = make("public.text", ["public.data", "public.content"])
    /// Plain text.
    public static let plainText = make("public.plain-text", ["public.text"])
    /// Plain text in UTF-8.
    public static let utf8PlainText = make("public.utf8-plain-text", ["public.plain-text"])
    /// JSON.
    public static let json = make("public.json", ["public.text"])
    /// Comma-separated values.
    public static let commaSeparatedText = make(
      "public.comma-separated-values-text", ["public.plain-text"])
    /// HTML.
    public static let html = make("public.html", ["public.text"])
    /// Markdown.
    static let markdown = make("net.daringfireball.markdown", ["public.plain-text"])
    /// PDF.
    public static let pdf = make("com.adobe.pdf", ["public.data", "public.content"])
    /// Any image.
    public static let image = make("public.image", ["public.data", "public.content"])
    /// PNG.
    public static let png = make("public.png", ["public.image"])
    /// JPEG.
    public static let jpeg = make("public.jpeg", ["public.image"])
    /// GIF.
    public static let gif = make("com.compuserve.gif", ["public.image"])
    /// HEIC.
    public static let heic = make("public.heic", ["public.image"])
    /// Any sound or video.
    public static let audiovisualContent = make(
      "public.audiovisual-content", ["public.data", "public.content"])
    /// Any sound.
    public static let audio = make("public.audio", ["public.audiovisual-content"])
    /// MP3.
    public static let mp3 = make("public.mp3", ["public.audio"])
    /// MPEG-4 audio.
    public static let mpeg4Audio = make("public.mpeg-4-audio", ["public.audio"])
    /// Any video.
    public static let movie = make("public.movie", ["public.audiovisual-content"])
    /// MPEG-4 video.
    public static let mpeg4Movie = make("public.mpeg-4", ["public.movie"])
    /// QuickTime video.
    public static let quickTimeMovie = make("com.apple.quicktime-movie", ["public.movie"])
    /// Any archive.
    public static let archive = make("public.archive", ["public.data"])
    /// Zip.
    public static let zip = make("public.zip-archive", ["public.archive"])
    /// A folder.
    public static let folder = make("public.folder", ["public.item"])
  }
#endif
