import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A sport's pre-live lists, popular and upcoming, without naming a competition: the socket's
/// `eventListBySportTypeDate` content (there is no REST call for it), sorted by popularity (`T`)
/// or kick-off (`D`), from today to 90 days ahead. The vendor pages by subscriptions: page `n`
/// is its own content, and the pages of a list add up. Each ``LiveEventPages/loadMore()``
/// subscribes one page more (ten events a page, at most 100 events: the SDK's bound, as on
/// EveryMatrix; the vendor documents none).
extension SportRadarEventsService {
    /// Offered only with live data (a WebSocket and a `liveSocketURL`).
    static let preLiveFeatures: Set<Feature> = [.popularEvents, .upcomingEvents]
    /// The most events a pre-live list grows to.
    static let preLiveMaximum = 100

    func popularEvents(sport: SportKind) -> LiveEventPages {
        preLiveList(sport: sport, order: .popularity, feature: .popularEvents)
    }

    func upcomingEvents(sport: SportKind) -> LiveEventPages {
        preLiveList(sport: sport, order: .date, feature: .upcomingEvents)
    }

    /// The list's first `count` events (`count / 10` pages) over one socket, shared by every
    /// consumer of the same list and length.
    private func preLiveList(sport: SportKind, order: SportRadarLiveContent.PreLiveOrder, feature: Feature) -> LiveEventPages {
        guard let live else { return .failing(unsupported(feature)) }
        guard let code = SportRadarModelMapper.sportCode(sport) else { return .failing(Self.noSportCode(sport)) }
        do throws(ServiceProviderError) {
            try InputValidation.identifier(code, field: "sport")
        } catch {
            return .failing(error)
        }
        let now = runtime.now()
        let pageSize = SportRadarLiveContent.preLivePageSize
        return .growing(pageSize: pageSize, maximum: Self.preLiveMaximum) { count in
            let contents = (0..<max(1, count / pageSize)).map {
                SportRadarLiveContent.preLiveList(sportCode: code, order: order, page: $0, now: now)
            }
            let feed = SportRadarLiveFeed(live: live, contents: contents)
            return live.preLiveLists.lists(contents.map(\.id).joined(separator: " "), producer: feed.producer())
        }
    }
}
