import Foundation
import ProviderEveryMatrix
import ProviderSportRadar
import ServicesProvider
import ServicesProviderTesting
import WebSocketNIO
import XCTest

/// On Linux (this toolchain's Foundation has no WebSocket client) a provider declares its live
/// features only when the app passes a channel factory: with the NIO channel's, it does.
final class ProviderLiveFeaturesTests: XCTestCase {
    private let configuration = EveryMatrixSandbox.configuration

    func testEveryMatrixDeclaresItsLiveFeaturesWithTheNIOFactory() {
        let provider = EveryMatrixProvider(configuration: configuration, webSocketFactory: NIOWebSocketChannel.factory())
        XCTAssertTrue(provider.features.isSuperset(of: [.liveEvents, .liveChanges, .liveSports, .sports, .search, .liveEvent, .bettingOptions]))
        #if os(Linux)
        let withoutSocket = EveryMatrixProvider(configuration: configuration)
        XCTAssertFalse(withoutSocket.features.contains(.liveEvents), "Linux has no default WebSocket: without a factory there is no live data")
        #endif
    }

    func testSportRadarDeclaresItsLiveFeaturesWithTheNIOFactory() throws {
        var configuration = SportRadarSandbox.configuration
        configuration.liveSocketURL = try XCTUnwrap(URL(string: "wss://example.invalid/notification/listen/websocket"))
        let provider = SportRadarProvider(configuration: configuration, webSocketFactory: NIOWebSocketChannel.factory())
        XCTAssertTrue(provider.features.isSuperset(of: [.liveEvents, .liveChanges, .liveEvent, .liveEventChanges]))
        #if os(Linux)
        let withoutSocket = SportRadarProvider(configuration: configuration)
        XCTAssertFalse(withoutSocket.features.contains(.liveEvents))
        #endif
    }
}
