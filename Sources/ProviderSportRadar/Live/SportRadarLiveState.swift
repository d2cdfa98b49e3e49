import Foundation
@_spi(ProviderKit) import ServicesProvider

/// What a SportRadar live feed keeps besides the events: the events themselves are the shared
/// feed's list (``SharedLiveFeeds``), which this state reads and changes only through the
/// batch the feed lends it (`Sink.publish(deriving:)`), so each record is applied once, to
/// that one list. A `refreshed` record is mapped with the content API's mappers and published
/// whole; each granular record becomes the ``EventChange`` it says (odds, a selection or
/// market suspended, score, match time, status, a market or event added or removed), worked
/// out against the events as the feed holds them.
struct SportRadarLiveState: Sendable {
    /// Each event's scores by key (`CURRENT_SCORE`, `PERIOD1_SCORE`…), to rebuild its ``Score``
    /// when one key changes.
    private var scores: [String: [String: SportRadarModels.ScoreValue]] = [:]
    /// Set when the vendor forgot the subscriptions (a new subscriber id): granular records are
    /// ignored until the next `refreshed` rebuilds the list.
    var awaitingRefresh = false
    /// What the records could not use since ``takeSkipped()`` was last called.
    private var skipped = LiveFeedDiagnostics()
    /// The markets shown (an event page's tab), or nil for all of them.
    let marketIds: Set<String>?
    /// Each event's latest `liveDataExtended`, laid over the event whenever either changes.
    private var extended: [String: SportRadarModels.LiveDataExtended] = [:]
    /// The event of each `market` content's market: its records name the market only.
    private var marketEvents: [String: String] = [:]
    /// The events of each page of a list read page by page (the pre-live lists).
    private var pageEvents: [SportRadarModels.LiveContentId: Set<String>] = [:]

    /// A state that shows only the markets in `marketIds` (all when nil).
    init(marketIds: Set<String>? = nil) {
        self.marketIds = marketIds
    }

    /// What the records skipped since the last call, and starts counting again.
    mutating func takeSkipped() -> LiveFeedDiagnostics {
        defer { skipped = LiveFeedDiagnostics() }
        return skipped
    }

    /// A whole content as the list to publish in its place; events that do not map are dropped
    /// and counted, and a later event with an id already listed replaces the earlier one.
    mutating func replace(with events: [SportRadarModels.ContentEvent]) -> [Event] {
        scores = [:]
        let mapped = mapped(events)
        awaitingRefresh = false
        return Array(LiveEventList(mapped).events)
    }

    /// Whole events as the feed shows them (their scores kept for later score records); those
    /// that do not map are dropped and counted.
    private mutating func mapped(_ events: [SportRadarModels.ContentEvent]) -> [Event] {
        var mapped: [Event] = []
        for event in events {
            guard let domain = try? SportRadarModelMapper.event(event) else {
                skipped.undecodableRecords += 1
                continue
            }
            scores[domain.id] = event.liveDataSummary?.scores
            mapped.append(overlaid(shown(domain)))
        }
        return mapped
    }

    /// A whole page of a list read page by page, merged into the list as the batch holds it:
    /// the page's events added or replaced in place (a new one after those listed), and the
    /// events it held before and no longer holds removed, unless another page holds them.
    /// Pages add up, as in the vendor's client.
    mutating func merge(page content: SportRadarModels.LiveContentId, _ events: [SportRadarModels.ContentEvent],
                        into batch: inout LiveEventList.Batch) {
        let mapped = mapped(events)
        let ids = Set(mapped.map(\.id))
        let elsewhere = pageEvents.filter { $0.key != content }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        let gone = (pageEvents[content] ?? []).subtracting(ids).subtracting(elsewhere).sorted()
        pageEvents[content] = ids
        awaitingRefresh = false
        batch.apply(gone.filter { batch[id: $0] != nil }.map { .eventRemoved(eventId: $0) }
                    + mapped.filter { batch[id: $0.id] != $0 }.map(EventChange.eventAdded))
    }

    /// A `market` content's whole market as the list to publish: its event (names, start,
    /// competition) holding that one market; nothing, counted, when it does not map.
    mutating func replace(withMarkets markets: [SportRadarModels.ContentMarket]) -> [Event] {
        guard let events = try? SportRadarModelMapper.events(fromMarkets: markets) else {
            skipped.undecodableRecords += 1
            return []
        }
        for event in events {
            for market in event.markets { marketEvents[market.id] = event.id }
        }
        awaitingRefresh = false
        return events.map(shown)
    }

    /// Applies one granular record of the content whose single event (if any) is
    /// `contentEventId` to the batch: the changes it makes, worked out against the events as
    /// the batch holds them.
    mutating func apply(_ record: SportRadarModels.ContentChangeRecord, contentEventId: String?, to batch: inout LiveEventList.Batch) {
        if record.contentId.type == SportRadarLiveContent.liveDataType {
            applyLiveData(record, eventId: record.contentId.id, to: &batch)
            return
        }
        guard !awaitingRefresh else { return }
        let path = record.path
        guard let eventId = path.eventId ?? contentEventId ?? path.marketId.flatMap({ marketEvents[$0] }) else {
            skipped.unmodelledRecords += 1
            return
        }
        let made: [EventChange]
        switch (record.changeType, path.target, record.change) {
        case (.removed, .event, _):
            scores[eventId] = nil
            made = batch[id: eventId] == nil ? [] : [.eventRemoved(eventId: eventId)]
        case (.added, .event, .event(let event)), (.updated, .event, .event(let event)):
            guard let domain = try? SportRadarModelMapper.event(event) else {
                skipped.undecodableRecords += 1
                return
            }
            scores[domain.id] = event.liveDataSummary?.scores
            made = [.eventAdded(overlaid(shown(domain)))]
        default:
            guard let event = batch[id: eventId] else {
                skipped.unknownReferences += 1
                return
            }
            guard let change = eventChange(record, event: event), shows(change) else { return }
            made = [change]
        }
        batch.apply(made)
    }

    /// A `liveDataExtended` record (whole, one attribute, or the match time): kept, and laid over
    /// the event, whose changes are the difference it makes. Kept also while the event is not
    /// listed yet (the two contents arrive in any order).
    private mutating func applyLiveData(_ record: SportRadarModels.ContentChangeRecord, eventId: String, to batch: inout LiveEventList.Batch) {
        switch (record.path.target, record.change) {
        case (.content, .liveData(let data)):
            extended[eventId] = data
        case (.attribute(let key), .attribute(let attribute)):
            var complete = extended[eventId]?.attributes.COMPLETE ?? [:]
            complete[key] = attribute
            extended[eventId] = .init(targetEventId: eventId, matchTime: extended[eventId]?.matchTime, attributes: .init(COMPLETE: complete))
        case (.matchTime, .text(let matchTime)):
            let complete = extended[eventId]?.attributes.COMPLETE ?? [:]
            extended[eventId] = .init(targetEventId: eventId, matchTime: matchTime, attributes: .init(COMPLETE: complete))
        default:
            skipped.unmodelledRecords += 1
            return
        }
        guard !awaitingRefresh, let event = batch[id: eventId] else { return }
        batch.apply(EventChange.changes(from: [event], to: [overlaid(event)]))
    }

    /// The event with its `liveDataExtended` laid over (as the REST event page does). Attribute
    /// updates that came without a snapshot holding the current score are laid over the
    /// summary's scores and server instead.
    private func overlaid(_ event: Event) -> Event {
        guard let data = extended[event.id] else { return event }
        var event = event
        if let live = try? SportRadarModelMapper.liveData(data) { event = live.applied(to: event) }
        let complete = data.attributes.COMPLETE
        guard complete["CURRENT_SCORE"]?.score == nil, complete["MATCH_SCORE"]?.score == nil else { return event }
        var merged = scores[event.id] ?? [:]
        for (key, attribute) in complete {
            if let score = attribute.score { merged[key] = score }
        }
        let serve = complete["SERVE"]?.eventValue?.value ?? Self.serveCode(event.score?.serving)
        if let score = SportRadarModelMapper.score(merged, serve: serve) { event.score = score }
        return event
    }

    /// The vendor's `serve` value of a side (`1` home, `2` away), as the score mapper reads it.
    private static func serveCode(_ side: Side?) -> String? {
        switch side {
        case .home?: "1"
        case .away?: "2"
        default: nil
        }
    }

    /// The event with only the shown markets.
    private func shown(_ event: Event) -> Event {
        guard let marketIds else { return event }
        var event = event
        event.markets.removeAll { !marketIds.contains($0.id) }
        return event
    }

    /// Whether a change is about a shown market (or about no market).
    private func shows(_ change: EventChange) -> Bool {
        guard let marketIds else { return true }
        switch change {
        case .marketAdded(_, let market): return marketIds.contains(market.id)
        case .marketRemoved(_, let marketId), .marketStatusChanged(_, let marketId, _, _):
            return marketIds.contains(marketId)
        case .oddsChanged(_, let marketId?, _, _), .outcomeStatusChanged(_, let marketId?, _, _):
            return marketIds.contains(marketId)
        default: return true
        }
    }

    /// The change a record makes to an event already listed; nil (counted) when it makes none.
    private mutating func eventChange(_ record: SportRadarModels.ContentChangeRecord, event: Event) -> EventChange? {
        let path = record.path
        let id = event.id
        switch (record.changeType, path.target, record.change) {
        case (.removed, .market, _):
            guard let marketId = path.marketId, event.markets.contains(where: { $0.id == marketId }) else { break }
            return .marketRemoved(eventId: id, marketId: marketId)
        case (_, .market, .market(let market)):
            // As the content mapper does: the first market of an event is its main one.
            let isMain = event.markets.first(where: { $0.id == market.idfomarket })?.isMain ?? event.markets.isEmpty
            guard let domain = try? SportRadarModelMapper.market(market, isMain: isMain) else {
                skipped.undecodableRecords += 1
                return nil
            }
            return .marketAdded(eventId: id, market: domain)
        case (_, .marketTradable, .flag(let tradable)):
            guard let market = event.markets.first(where: { $0.id == path.marketId }) else { break }
            return .marketStatusChanged(eventId: id, marketId: market.id, isAvailable: tradable, isMain: market.isMain)
        case (_, .selection, .selection(let selection)):
            let outcomeId = path.selectionId ?? selection.idfoselection
            let marketId = path.marketId ?? event.markets.first { $0.outcomes.contains { $0.id == outcomeId } }?.id
            guard let marketId, event.markets.contains(where: { $0.id == marketId && $0.outcomes.contains { $0.id == outcomeId } }) else { break }
            if selection.currentpriceup != nil || selection.currentpricedown != nil {
                guard let odds = SportRadarModelMapper.odds(up: selection.currentpriceup, down: selection.currentpricedown) else {
                    skipped.undecodableRecords += 1
                    return nil
                }
                return .oddsChanged(eventId: id, marketId: marketId, outcomeId: outcomeId, odds: odds)
            }
            guard let suspension = selection.idfoselectionsuspensiontype else {
                skipped.unmodelledRecords += 1
                return nil
            }
            return .outcomeStatusChanged(eventId: id, marketId: marketId, outcomeId: outcomeId,
                                         status: suspension == SportRadarModelMapper.suspendedSelection ? .suspended : .open)
        case (_, .score(let key), .score(let value)):
            var eventScores = scores[id] ?? [:]
            eventScores[key] = value
            scores[id] = eventScores
            // A score path carries no serve: the server stays as the event had it.
            guard var score = SportRadarModelMapper.score(eventScores, serve: nil) else { return nil }
            score.serving = event.score?.serving
            guard score != event.score else { return nil }
            return .scoreChanged(eventId: id, score: score)
        case (_, .matchTime, .text(let matchTime)):
            return .matchTimeChanged(eventId: id, matchTime: matchTime)
        case (_, .status, .text(let status)):
            let summary = SportRadarModels.LiveDataSummary(status: status, matchTime: nil, scores: [:], serve: nil)
            return .statusChanged(eventId: id, status: SportRadarModelMapper.eventStatus(summary))
        default:
            skipped.unmodelledRecords += 1
            return nil
        }
        skipped.unknownReferences += 1
        return nil
    }
}
