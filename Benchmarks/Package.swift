// swift-tools-version:6.0
import PackageDescription

// Benchmarks of the EveryMatrix aggregator pipeline and of a long Goma event list. Separate from
// the SDK's package so the SDK stays dependency-free; run with
// `swift run -c release EveryMatrixBenchmark [--quick]`.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ServicesProvider", path: "..")],
    targets: [
        // The workloads live in the SDK's tooling library (SPI `Benchmarks`), not in the shipping
        // provider module nor in the apps' test kit.
        .executableTarget(name: "EveryMatrixBenchmark", dependencies: [.product(name: "ServicesProviderTooling", package: "ServicesProvider")]),
        // The first board of a dump through `Client` and nothing else: the benchmark's child for
        // (h), and the program `/usr/bin/time -v` runs to reproduce its peak.
        .executableTarget(name: "ClientPeakMemory", dependencies: [
            .product(name: "ServicesProvider", package: "ServicesProvider"),
            .product(name: "ServicesProviderTooling", package: "ServicesProvider"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
