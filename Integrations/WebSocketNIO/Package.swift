// swift-tools-version:6.0
import PackageDescription

// A `WebSocketChannel` for Linux servers (and macOS), built on SwiftNIO's own WebSocket handlers
// (NIOWebSocket, NIOHTTP1's upgrade) and swift-nio-ssl. Separate from the SDK's package so the SDK stays dependency-free;
// depends on it by path. Its tests run the channel contract against a loopback NIO server and
// prove the EveryMatrix WAMP session against a real Crossbar.io router (see Docs/Testing.md).
let package = Package(
    name: "WebSocketNIO",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "WebSocketNIO", targets: ["WebSocketNIO"]),
    ],
    dependencies: [
        .package(name: "ServicesProvider", path: "../.."),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .target(name: "WebSocketNIO", dependencies: [
            .product(name: "ServicesProvider", package: "ServicesProvider"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOWebSocket", package: "swift-nio"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "WebSocketNIOTests", dependencies: [
            "WebSocketNIO",
            .product(name: "ServicesProvider", package: "ServicesProvider"),
            .product(name: "ServicesProviderTesting", package: "ServicesProvider"),
            .product(name: "ProviderEveryMatrix", package: "ServicesProvider"),
            .product(name: "ProviderSportRadar", package: "ServicesProvider"),
            .product(name: "ProviderGoma", package: "ServicesProvider"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOWebSocket", package: "swift-nio"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
