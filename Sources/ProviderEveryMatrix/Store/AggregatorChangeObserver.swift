import Foundation

/// Told what applying messages changes, as the store applies them: the store reports, an
/// observer makes of it what it needs (the live feed's `AggregatorChangeBuilder` builds the
/// domain's changes through the `AggregatorView` it is handed). The store maps nothing itself.
///
/// Each view is handed as an autoclosure, made only if the observer reads it: making one
/// retains every table of the store, which a message of odds changes should not pay for.
protocol AggregatorChangeObserver {
    /// A record is about to change `event` (the match, or something under it); `view` shows the
    /// store before the record. Told at each such record, so an observer wanting an event as it
    /// was before a message keeps the first of each message.
    mutating func eventWillChange(_ event: EntityKey, in view: @autoclosure () -> AggregatorView)

    /// An UPDATE changed the price or status fields of an offer whose outcome belongs to an
    /// event. Not preceded by ``eventWillChange(_:in:)``: this is the hot path.
    mutating func offerChanged(_ change: AggregatorStore.OfferChange)

    /// A DELETE removed a match, with its markets and infos.
    mutating func eventRemoved(_ event: EntityKey)

    /// A dump is about to be applied to a store that already holds matches (a second dump on
    /// one topic); `view` shows them. A first dump is not told: it replaces nothing.
    mutating func dumpWillApply(over view: @autoclosure () -> AggregatorView)

    /// A message has been applied; `view` shows the store after it. Told once per message the
    /// store accepted, after everything else it told of that message.
    mutating func messageApplied(in view: @autoclosure () -> AggregatorView)
}

extension AggregatorStore {
    /// What an UPDATE changed of an offer, with where the offer belongs. The fields are the
    /// vendor's: what they mean to a user is the observer's to work out.
    struct OfferChange {
        let event: EntityKey
        let market: EntityKey?
        let outcome: EntityKey
        /// The new price, when its bytes changed (``AggregatorStore/differ(_:_:)``).
        let odds: Decimal?
        /// The status fields before and after the UPDATE, when either changed.
        let status: (before: OfferStatus, after: OfferStatus)?
    }

    /// An offer's two status fields, as the vendor sends them.
    struct OfferStatus {
        let statusId: String?
        let isAvailable: Bool?

        init(of offer: EveryMatrixModels.BettingOffer) {
            statusId = offer.statusId
            isAvailable = offer.isAvailable
        }
    }

    /// The observer of a store that reports to no one (``init(dump:)``).
    struct Unobserved: AggregatorChangeObserver {
        func eventWillChange(_ event: EntityKey, in view: @autoclosure () -> AggregatorView) {}
        func offerChanged(_ change: OfferChange) {}
        func eventRemoved(_ event: EntityKey) {}
        func dumpWillApply(over view: @autoclosure () -> AggregatorView) {}
        func messageApplied(in view: @autoclosure () -> AggregatorView) {}
    }
}
