// swift-tools-version:6.0
import PackageDescription

// libFuzzer harnesses over Parley. Built and run by `Fuzz/run` with
// `-sanitize=fuzzer,address`; not part of the main package's build.
let package = Package(
  name: "ParleyFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Parley", path: "..")],
  targets: [
    .target(name: "CFuzzDriver"),
    .executableTarget(
      name: "parley-fuzz",
      dependencies: [
        "CFuzzDriver",
        .product(name: "ParleyAssistant", package: "Parley"),
        .product(name: "ParleyIntents", package: "Parley"),
        .product(name: "ParleyMatcher", package: "Parley"),
        .product(name: "TrailsApp", package: "Parley"),
        .product(name: "BrewApp", package: "Parley"),
      ]),
  ],
  swiftLanguageModes: [.v5]
)
