import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Everything the SportRadar live features share: the socket factory, the socket URL and the
/// running totals of what the feeds skipped. Built once per provider; `nil` there when there is no
/// WebSocket or no `liveSocketURL`, and then no live feature is declared.
struct SportRadarLive: Sendable {
    let runtime: SportRadarRuntime
    let factory: WebSocketChannelFactory
    let socketURL: URL
    /// What every feed skipped (``SportRadarProvider/liveDiagnostics``).
    let diagnostics = LiveDiagnosticsCounter()
    /// The event pages' feeds, shared per `"{eventId} {group}"`.
    let eventPages = SharedLiveFeeds<String>()
    /// The bet slip's markets, one feed per market id shared by every line of it.
    let slipMarkets = SharedLiveFeeds<String>()
    /// The pre-live lists, one feed per list and number of pages.
    let preLiveLists = SharedLiveFeeds<String>()
    /// How a dropped connection is tried again (the SDK's one live policy).
    static let reconnection = LiveReconnection.standard
}
