import Foundation

/// Finds the files of ParleyMatcher's `Resources` folder: in the resource bundle beside the
/// executable (a built product) or, when there is none, in the source tree (tests run from a
/// checkout).
enum MatcherResource {
  /// The readable file `name` of the resources, or `nil` when there is none.
  static func locate(_ name: String) -> URL? {
    let manager = FileManager.default
    var folders: [URL] = []
    let beside = Bundle.main.bundleURL
    if let entries = try? manager.contentsOfDirectory(atPath: beside.path) {
      for entry in entries.sorted() where entry.hasSuffix("_ParleyMatcher.resources") {
        folders.append(beside.appendingPathComponent(entry))
      }
      for entry in entries.sorted() where entry.hasSuffix("_ParleyMatcher.bundle") {
        folders.append(
          beside.appendingPathComponent(entry).appendingPathComponent("Contents/Resources"))
      }
    }
    folders.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources"))
    return folders.map { $0.appendingPathComponent(name) }
      .first { manager.isReadableFile(atPath: $0.path) }
  }
}
