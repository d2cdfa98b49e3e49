// swift-tools-version:6.0
import PackageDescription

// The README's "Installation" as a new app package would write it: the SDK by path, its library
// products by the SDK's package name. `.ci/run` builds and runs it; DocsTests keeps the README's
// copies of this file and of main.swift verbatim.
let package = Package(
    name: "ReadmeApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
        .package(name: "ServicesProvider", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "ReadmeApp", dependencies: [
            .product(name: "ServicesProvider", package: "ServicesProvider"),
            .product(name: "AppModels", package: "ServicesProvider"),
            .product(name: "ServicesProviderTesting", package: "ServicesProvider"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
