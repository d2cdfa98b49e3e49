import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A slip line's live price: the socket's `market` content of the line's market (what the
/// vendor's own bet slip watches), one subscription per market shared by every line and
/// consumer of it. The market's whole content names its event; its selection records move the
/// price or suspend the line, and its `istradable` closes the market (the line suspended until
/// it reopens). A market removed, or a line no longer in it, is told as withdrawn.
extension SportRadarBettingService {
    /// Offered only with live data (a WebSocket and a `liveSocketURL`).
    static let slipPriceFeatures: Set<Feature> = [.slipPriceUpdates]

    func priceUpdates(for selection: BetSelection) -> LiveStream<SelectionPrice> {
        guard let live else { return unsupportedStream(.slipPriceUpdates) }
        do throws(ServiceProviderError) {
            try InputValidation.identifier(selection.marketId, field: "marketId")
            try InputValidation.identifier(selection.outcomeId, field: "outcomeId")
        } catch {
            return .failing(error)
        }
        let feed = SportRadarLiveFeed(live: live, contents: [SportRadarLiveContent.market(id: selection.marketId)])
        // The changes, not the lists: a suspension and its reopening between two reads of a
        // slow consumer would otherwise go unseen.
        let changes = live.slipMarkets.changes(selection.marketId, producer: feed.producer())
        return SelectionPrice.stream(selection, following: changes)
    }
}
