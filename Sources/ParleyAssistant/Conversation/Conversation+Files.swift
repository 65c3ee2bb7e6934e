import Foundation
import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// Reads `text` as the path of a file for `parameter` (the answer a display takes where a
  /// device shows a file picker): "~/Documents/plan.pdf", or a path from the folder the program
  /// runs in. The file must exist and be of a kind the parameter takes.
  func resolveFile(_ text: String, for parameter: any AnyIntentParameter) -> ValueResolution {
    var path = text.trimmingCharacters(in: .whitespaces)
    if path.count > 1, let first = path.first, let last = path.last,
      first == last && "\"'".contains(first) || first == "“" && last == "”"
    {
      path = String(path.dropFirst().dropLast())
    }
    let url = Self.fileURL(path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return .invalid("Sorry, there's no file at “\(path)”.")
    }
    guard !isFolder.boolValue else {
      return .invalid("Sorry, “\(path)” is a folder; I need a file.")
    }
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      return .invalid("Sorry, I can't read “\(path)”.")
    }
    let file = IntentFile(fileURL: url)
    let taken = parameter.fileTypes.compactMap { UTType($0) }
    guard taken.isEmpty || taken.contains(where: { file.type?.conforms(to: $0) ?? false }) else {
      let kinds = spokenList(taken.map(Self.kindName), "or")
      let wording = parameter.titleWording
      return .invalid("Sorry, \(wording.withThe) \(wording.have) to be \(kinds).")
    }
    return .value(file)
  }

  /// `path` as a file URL: `~` is the home folder, a relative path is from the current folder.
  private static func fileURL(_ path: String) -> URL {
    if path == "~" || path.hasPrefix("~/") {
      let home = FileManager.default.homeDirectoryForCurrentUser.path
      return URL(fileURLWithPath: home + path.dropFirst())
    }
    if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent(path)
  }

  /// How a kind of file is named: "a .pdf file", "an image".
  private static func kindName(_ type: UTType) -> String {
    if let ext = type.preferredFilenameExtension { return "a .\(ext) file" }
    let last = type.identifier.split(separator: ".").last.map(String.init) ?? type.identifier
    return withArticle(last.replacingOccurrences(of: "-", with: " "))
  }

  /// The refusal a speaker gives when a request needs a file, which cannot be given by voice.
  func fileRefusal(for parameter: any AnyIntentParameter, in request: ActiveRequest) -> Reply {
    finish(
      [
        .dialog(
          "\(request.app.name) needs \(parameter.titleWording.oneOf) for that, and a file "
            + "can't be given by voice. Try it on a screen.")
      ], .failed)
  }
}
