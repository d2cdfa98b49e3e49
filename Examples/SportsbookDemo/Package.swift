// swift-tools-version:6.0
import PackageDescription

// A command-line app that links the SDK exactly as an app target would: by path, through its
// library products. It may use packages; the SDK itself never does.
let package = Package(
    name: "SportsbookDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ServicesProvider", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "SportsbookDemo",
            dependencies: [
                .product(name: "ServicesProvider", package: "ServicesProvider"),
                .product(name: "ProviderEveryMatrix", package: "ServicesProvider"),
                .product(name: "ProviderGoma", package: "ServicesProvider"),
                .product(name: "ProviderSportRadar", package: "ServicesProvider"),
                .product(name: "AppModels", package: "ServicesProvider"),
                .product(name: "ServicesProviderTesting", package: "ServicesProvider"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Runs the built demo as a user would and reads its output and exit code.
        .testTarget(name: "SportsbookDemoTests", dependencies: ["SportsbookDemo"]),
    ],
    swiftLanguageModes: [.v6]
)
