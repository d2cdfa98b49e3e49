import Foundation
import ProviderEveryMatrix
import ProviderSportRadar
import ServicesProvider
import ServicesProviderTesting
import Testing
import WebSocketNIO

/// On Linux (this toolchain's Foundation has no WebSocket client) a provider declares its live
/// features only when the app passes a channel factory: with the NIO channel's, it does.
@Suite struct ProviderLiveFeaturesTests {
    private let configuration = EveryMatrixSandbox.configuration

    @Test func everyMatrixDeclaresItsLiveFeaturesWithTheNIOFactory() {
        let provider = EveryMatrixProvider(configuration: configuration, webSocketFactory: NIOWebSocketChannel.factory())
        #expect(provider.features.isSuperset(of: [.liveEvents, .liveChanges, .liveSports, .sports, .search, .liveEvent, .bettingOptions]))
        #if os(Linux)
        let withoutSocket = EveryMatrixProvider(configuration: configuration)
        #expect(!withoutSocket.features.contains(.liveEvents), "Linux has no default WebSocket: without a factory there is no live data")
        #endif
    }

    @Test func sportRadarDeclaresItsLiveFeaturesWithTheNIOFactory() throws {
        var configuration = SportRadarSandbox.configuration
        let socketURL = try #require(URL(string: "wss://example.invalid/notification/listen/websocket"))
        configuration.liveSocketURL = socketURL
        let provider = SportRadarProvider(configuration: configuration, webSocketFactory: NIOWebSocketChannel.factory())
        #expect(provider.features.isSuperset(of: [.liveEvents, .liveChanges, .liveEvent, .liveEventChanges]))
        #if os(Linux)
        let withoutSocket = SportRadarProvider(configuration: configuration)
        #expect(!withoutSocket.features.contains(.liveEvents))
        #endif
    }
}
