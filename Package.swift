// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Parley",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "parley", targets: ["parley"]),
    .library(name: "ParleyIntents", targets: ["ParleyIntents"]),
    .library(name: "ParleyMatcher", targets: ["ParleyMatcher"]),
    .library(name: "ParleyAssistant", targets: ["ParleyAssistant"]),
    .library(name: "ParleyCLI", targets: ["ParleyCLI"]),
    .library(name: "ParleyTesting", targets: ["ParleyTesting"]),
    .library(name: "TrailsApp", targets: ["TrailsApp"]),
    .library(name: "BrewApp", targets: ["BrewApp"]),
  ],
  targets: [
    .target(name: "ParleyIntents"),
    .target(
      name: "ParleyMatcher",
      exclude: ["Resources/WordVectors.md", "Resources/LICENSE-all-MiniLM-L6-v2.txt"],
      resources: [
        .copy("Resources/WordVectors.bin"), .copy("Resources/ScoringModel.json"),
        .copy("Resources/ScoringSettings.json"),
      ]),
    .target(name: "ParleyAssistant", dependencies: ["ParleyIntents", "ParleyMatcher"]),
    .target(
      name: "ParleyCLI", dependencies: ["ParleyAssistant", "ParleyIntents", "ParleyMatcher"]),
    .target(
      name: "ParleyTesting", dependencies: ["ParleyAssistant", "ParleyIntents", "ParleyMatcher"]),
    .target(name: "TrailsApp", dependencies: ["ParleyIntents"]),
    .target(name: "BrewApp", dependencies: ["ParleyIntents"]),
    .target(name: "FlashcardsApp", dependencies: ["ParleyIntents"]),
    .target(name: "NotesApp", dependencies: ["ParleyIntents"]),
    .target(name: "SoupShopApp", dependencies: ["ParleyIntents"]),
    .executableTarget(
      name: "parley",
      dependencies: [
        "ParleyCLI", "TrailsApp", "BrewApp", "FlashcardsApp", "NotesApp", "SoupShopApp",
      ]),

    .testTarget(name: "ParleyIntentsTests", dependencies: ["ParleyIntents"]),
    .testTarget(name: "ParleyMatcherTests", dependencies: ["ParleyMatcher"]),
    .testTarget(
      name: "ParleyAssistantTests",
      dependencies: [
        "ParleyAssistant", "ParleyIntents", "ParleyMatcher", "TrailsApp", "BrewApp", "SoupShopApp",
      ]
    ),
    .testTarget(
      name: "ParleyCLITests",
      dependencies: ["ParleyCLI", "parley", "ParleyAssistant", "ParleyIntents", "ParleyMatcher"]),
    .testTarget(
      name: "ParleyTestingTests",
      dependencies: ["ParleyTesting", "ParleyAssistant", "ParleyIntents", "TrailsApp", "BrewApp"]),
    .testTarget(
      name: "TrailsAppTests", dependencies: ["TrailsApp", "ParleyIntents", "ParleyTesting"]),
    .testTarget(name: "BrewAppTests", dependencies: ["BrewApp", "ParleyIntents", "ParleyTesting"]),
    .testTarget(
      name: "FlashcardsAppTests",
      dependencies: ["FlashcardsApp", "ParleyIntents", "ParleyAssistant", "ParleyTesting"]),
    .testTarget(
      name: "NotesAppTests",
      dependencies: ["NotesApp", "ParleyIntents", "ParleyAssistant", "ParleyTesting"]),
    .testTarget(
      name: "SoupShopAppTests",
      dependencies: ["SoupShopApp", "ParleyIntents", "ParleyAssistant", "ParleyTesting"]),
    .testTarget(name: "AppleCompatibilityTests", dependencies: ["ParleyIntents"]),
    .testTarget(name: "AppleAPITests", dependencies: ["ParleyIntents", "ParleyAssistant"]),
    .testTarget(
      name: "AppleSwift6Tests", dependencies: ["ParleyIntents", "ParleyAssistant"],
      swiftSettings: [.swiftLanguageMode(.v6)]),
  ],
  swiftLanguageModes: [.v5]
)
