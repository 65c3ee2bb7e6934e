// swift-tools-version:6.0
import PackageDescription

// A developer's own apps over Parley, in their own package, depending on Parley by path: a
// to-do app with its own command-line program, tests and phrase suite, and a
// thermostat-and-lights app (options providers, string and property queries, a custom
// confirmation) with its program and its phrase suite and transcripts.
let package = Package(
  name: "ParleyExamples",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "todos", targets: ["todos"]),
    .executable(name: "home", targets: ["home"]),
  ],
  dependencies: [
    .package(name: "Parley", path: "..")
  ],
  targets: [
    .target(
      name: "TodoApp", dependencies: [.product(name: "ParleyIntents", package: "Parley")],
      resources: [.copy("Localization")]),
    .executableTarget(
      name: "todos",
      dependencies: ["TodoApp", .product(name: "ParleyCLI", package: "Parley")]),
    .target(name: "HomeApp", dependencies: [.product(name: "ParleyIntents", package: "Parley")]),
    .executableTarget(
      name: "home", dependencies: ["HomeApp", .product(name: "ParleyCLI", package: "Parley")]),
    .testTarget(
      name: "TodoAppTests",
      dependencies: ["TodoApp", .product(name: "ParleyAssistant", package: "Parley")]),
  ],
  swiftLanguageModes: [.v5]
)
