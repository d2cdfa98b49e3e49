// swift-tools-version:6.0
import PackageDescription

// The mutation fuzzer: mutates every vendor fixture and pushes each mutant through decode,
// domain mapping, app models and the EveryMatrix live path, each batch in a child process.
// Separate from the SDK's package so the SDK stays dependency-free (as Benchmarks/ is).
// Run with `swift run -c release ProviderFuzz run --seed 1 --cases 20000`.
let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ServicesProvider", path: "..")],
    targets: [
        // The pipeline itself lives in the SDK's tooling library (SPI `Fuzzing`), so the
        // regression corpus tests in `swift test` run exactly the same path; the seed inputs
        // are the test kit's sandbox fixtures.
        .executableTarget(name: "ProviderFuzz", dependencies: [
            .product(name: "ServicesProviderTooling", package: "ServicesProvider"),
            .product(name: "ServicesProviderTesting", package: "ServicesProvider"),
            .product(name: "ServicesProvider", package: "ServicesProvider"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
