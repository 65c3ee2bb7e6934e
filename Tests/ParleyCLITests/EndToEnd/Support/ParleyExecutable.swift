import Foundation

/// Where the built `parley` executable is, found next to the test bundle.
///
/// SwiftPM puts executables and the test bundle in one products directory
/// (`.build/debug` on Linux and macOS; Xcode's `Build/Products/Debug`). The test process finds
/// it from, in order: `PARLEY_EXECUTABLE`, the `.xctest` bundle's folder (macOS), the running
/// executable's folder (Linux), and the package's own `.build/debug`.
enum ParleyExecutable {
  /// The executable, or `nil` when none of the places holds one.
  static let url: URL? = candidates().first { isExecutable($0) }

  /// Every place tried, for the message when none holds the executable.
  static var searched: String {
    candidates().map(\.path).joined(separator: ", ")
  }

  private static func candidates() -> [URL] {
    var folders: [URL] = []
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["PARLEY_EXECUTABLE"], !explicit.isEmpty {
      return [URL(fileURLWithPath: explicit)]
    }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL)
    if let executable = Bundle.main.executableURL {
      folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first, first.hasPrefix("/") {
      folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    folders.append(PackageFolder.url.appendingPathComponent(".build/debug"))
    return folders.map { $0.appendingPathComponent("parley") }
  }

  private static func isExecutable(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    let manager = FileManager.default
    return manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && !isDirectory.boolValue && manager.isExecutableFile(atPath: url.path)
  }
}

/// The package's root folder, found from this source file's path.
enum PackageFolder {
  /// The folder holding `Package.swift`.
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // EndToEnd
    .deletingLastPathComponent()  // ParleyCLITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
}
