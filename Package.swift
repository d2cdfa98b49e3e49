// swift-tools-version:6.0
import PackageDescription

// The SDK depends on Foundation only: no package dependencies here, ever.
// Tools that need packages (the demo, the benchmarks) live in their own packages
// under Examples/ and Benchmarks/ and depend on this one by path.
let package = Package(
    name: "ServicesProvider",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "ServicesProvider", targets: ["ServicesProvider"]),
        .library(name: "ProviderEveryMatrix", targets: ["ProviderEveryMatrix"]),
        .library(name: "ProviderGoma", targets: ["ProviderGoma"]),
        .library(name: "ProviderSportRadar", targets: ["ProviderSportRadar"]),
        .library(name: "AppModels", targets: ["AppModels"]),
        // Test support for apps: stub transport, capability probe, sandboxes.
        .library(name: "ServicesProviderTesting", targets: ["ServicesProviderTesting"]),
    ],
    targets: [
        .target(name: "ServicesProvider"),
        .target(name: "ProviderEveryMatrix", dependencies: ["ServicesProvider"]),
        .target(name: "ProviderGoma", dependencies: ["ServicesProvider"]),
        .target(name: "ProviderSportRadar", dependencies: ["ServicesProvider"]),
        .target(name: "AppModels", dependencies: ["ServicesProvider"]),
        .target(
            name: "ServicesProviderTesting",
            // AppModels: the fuzzing pipeline (SPI) maps what it decodes to app models, as an app does.
            dependencies: ["ServicesProvider", "ProviderEveryMatrix", "ProviderGoma", "ProviderSportRadar", "AppModels"],
            // The vendor payloads, one copy, read by the sandboxes and by the provider tests.
            resources: [.copy("SandboxFixtures")]
        ),

        .testTarget(
            name: "ServicesProviderTests",
            // The providers and AppModels: VendorEchoTests drives each provider to the text a screen shows.
            dependencies: ["ServicesProvider", "ServicesProviderTesting", "ProviderEveryMatrix", "ProviderGoma", "ProviderSportRadar", "AppModels"],
            // The fuzzer's regression inputs, read from the source tree by FuzzCorpusTests.
            exclude: ["FuzzCorpus"]
        ),
        .testTarget(name: "ProviderEveryMatrixTests", dependencies: ["ProviderEveryMatrix", "ServicesProviderTesting"]),
        .testTarget(name: "ProviderGomaTests", dependencies: ["ProviderGoma", "ServicesProviderTesting"]),
        .testTarget(name: "ProviderSportRadarTests", dependencies: ["ProviderSportRadar", "ServicesProviderTesting"]),
        .testTarget(name: "AppModelsTests", dependencies: ["AppModels", "ServicesProviderTesting"]),
        .testTarget(
            name: "DocsTests",
            // AppModels: the README's example (ReadmeAppSample.swift) prints through it, as an app does.
            dependencies: ["ServicesProvider", "ProviderEveryMatrix", "ProviderGoma", "ProviderSportRadar", "ServicesProviderTesting", "AppModels"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
