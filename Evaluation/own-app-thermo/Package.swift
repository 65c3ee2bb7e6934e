// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Thermo",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Parley", path: "../..")
  ],
  targets: [
    .target(name: "ThermoApp", dependencies: [.product(name: "ParleyIntents", package: "Parley")]),
    .executableTarget(
      name: "thermo", dependencies: ["ThermoApp", .product(name: "ParleyCLI", package: "Parley")]),
    .testTarget(
      name: "ThermoAppTests",
      dependencies: [
        "ThermoApp", .product(name: "ParleyTesting", package: "Parley"),
        .product(name: "ParleyIntents", package: "Parley"),
      ]),
  ]
)
