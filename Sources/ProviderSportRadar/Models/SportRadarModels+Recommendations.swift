import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The recommendation vendor's answers and tracker body (Vaix), keys as the vendor writes them.
extension SportRadarModels {
    /// `GET /api/sports/events/popular`: `{data: [pointer]}`. A pointer that does not decode is
    /// dropped alone (the vendor's client fails the whole list).
    struct VaixPopularEvents: Decodable, Sendable {
        let data: LossyList<VaixEventPointer>
    }

    /// One popular event: the sportsbook's content id and the vendor's own ids.
    struct VaixEventPointer: Decodable, Sendable {
        let status: String
        let sport_id: String
        let orako_event_id: String
        let country_id: String
        let event_type: String?

        /// The content id: the part after the last `:` (the vendor's client strips a prefix;
        /// the recorded ids have none).
        var eventId: String { orako_event_id.split(separator: ":").last.map(String.init) ?? orako_event_id }
    }

    /// `GET /api/sports/betslips/popular`: `{status, data {betslips [{betslip [selection], betslip_count}], count}}`.
    struct VaixPromotedBetslips: Decodable, Sendable {
        let data: Payload

        struct Payload: Decodable, Sendable {
            let betslips: LossyList<Betslip>
        }

        /// One promoted slip. `betslip_count` is not its number of selections (5 selections
        /// with a count of 3 are recorded); what it counts is not documented.
        struct Betslip: Decodable, Sendable {
            let betslip: LossyList<VaixSelection>
        }
    }

    /// `GET /api/sports/bet_builders/recommended`: `{status, data [{event fields…, orako_event_id,
    /// bet_builders [[pick]]}]}`. Only the ids are read (the vendor's client requires every event
    /// field, `event_type` included); a builder with a pick that does not decode is dropped whole,
    /// since a builder without one of its legs is another bet.
    struct VaixBetBuilders: Decodable, Sendable {
        let data: LossyList<Event>

        struct Event: Decodable, Sendable {
            let orako_event_id: String
            let bet_builders: LossyList<[Pick]>
        }

        /// One leg: its market's and selection's content ids. Its `quote` is the price then.
        struct Pick: Decodable, Sendable {
            let orako_market_id: String
            let orako_selection_id: String
        }
    }

    /// A recommended selection: only the three content ids are required and read; everything
    /// else may be `null` (as recorded), and its `quote` is the price then, not now.
    struct VaixSelection: Decodable, Sendable {
        let orako_event_id: String
        let orako_market_id: String
        let orako_selection_id: String
    }

    /// `POST /api/tracker/events`: `user_id` is the party id as a JSON number (`0` signed out).
    struct VaixTrackerEvent: Encodable, Sendable, Equatable {
        let event_type: String
        let user_id: Int
        let data: Payload

        struct Payload: Encodable, Sendable, Equatable {
            let position: Int
            let location: String
            let channel: String
            let events: [EventId]?
            let event_id: String?
            let outcome_id: String?

            private enum CodingKeys: String, CodingKey { case position, location, channel, events, event_id, outcome_id }

            /// Absent fields are left out, not written as `null` (the vendor's own bodies).
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(position, forKey: .position)
                try container.encode(location, forKey: .location)
                try container.encode(channel, forKey: .channel)
                try container.encodeIfPresent(events, forKey: .events)
                try container.encodeIfPresent(event_id, forKey: .event_id)
                try container.encodeIfPresent(outcome_id, forKey: .outcome_id)
            }
        }

        struct EventId: Encodable, Sendable, Equatable {
            let id: String
        }
    }
}
