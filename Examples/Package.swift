// swift-tools-version:6.0
import PackageDescription

// A developer's own app over Parley: a to-do app in its own package, depending on Parley by
// path, with its own command-line program, tests and phrase suite.
let package = Package(
  name: "ParleyExamples",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "todos", targets: ["todos"])
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
    .testTarget(
      name: "TodoAppTests",
      dependencies: ["TodoApp", .product(name: "ParleyAssistant", package: "Parley")]),
  ],
  swiftLanguageModes: [.v5]
)
