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
        // The SDK's own tooling, not for apps: benchmark workloads, the fuzzing pipeline, the
        // aggregator decoder oracle and the loopback HTTP server. A product only because the
        // Benchmarks/ and Fuzz/ packages link it; what they use is behind @_spi(Benchmarks)
        // and @_spi(Fuzzing).
        .library(name: "ServicesProviderTooling", targets: ["ServicesProviderTooling"]),
    ],
    targets: [
        .target(name: "ServicesProvider"),
        .target(name: "ProviderEveryMatrix", dependencies: ["ServicesProvider"]),
        .target(name: "ProviderGoma", dependencies: ["ServicesProvider"]),
        .target(name: "ProviderSportRadar", dependencies: ["ServicesProvider"]),
        .target(name: "AppModels", dependencies: ["ServicesProvider"]),
        .target(
            name: "ServicesProviderTesting",
            dependencies: ["ServicesProvider", "ProviderEveryMatrix", "ProviderGoma", "ProviderSportRadar"],
            // The vendor payloads, one copy, read by the sandboxes and by the provider tests.
            resources: [.copy("SandboxFixtures")]
        ),
        .target(
            name: "ServicesProviderTooling",
            // AppModels: the fuzzing pipeline maps what it decodes to app models, as an app does.
            // ServicesProviderTesting: the benchmarks run over the sandboxes' fixtures and stubs.
            dependencies: ["ServicesProvider", "ProviderEveryMatrix", "ProviderGoma", "ProviderSportRadar", "AppModels",
                           "ServicesProviderTesting"]
        ),

        .testTarget(
            name: "ServicesProviderTests",
            // The providers: VendorEchoTests prints each one's client.
            dependencies: ["ServicesProvider", "ServicesProviderTesting", "ServicesProviderTooling",
                           "ProviderEveryMatrix", "ProviderGoma", "ProviderSportRadar"],
            // The fuzzer's regression inputs, read from the source tree by FuzzCorpusTests.
            exclude: ["FuzzCorpus"]
        ),
        .testTarget(name: "ProviderEveryMatrixTests", dependencies: ["ProviderEveryMatrix", "ServicesProviderTesting", "ServicesProviderTooling"]),
        // AppModels: LargeEventListTests reads the rows a list screen shows.
        .testTarget(name: "ProviderGomaTests", dependencies: ["ProviderGoma", "ServicesProviderTesting", "ServicesProviderTooling", "AppModels"]),
        .testTarget(name: "ProviderSportRadarTests", dependencies: ["ProviderSportRadar", "ServicesProviderTesting", "ServicesProviderTooling"]),
        .testTarget(name: "AppModelsTests", dependencies: ["AppModels", "ServicesProviderTesting"]),
        .testTarget(
            name: "DocsTests",
            // AppModels: the README's example (ReadmeAppSample.swift) prints through it, as an app does.
            dependencies: ["ServicesProvider", "ProviderEveryMatrix", "ProviderGoma", "ProviderSportRadar", "ServicesProviderTesting", "AppModels"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
