import Foundation

extension GomaModels {
    /// `POST /api/tickets/v1` body. The selections' ids are sent as strings.
    struct PlaceBetRequest: Encodable, Sendable {
        let stake: Decimal
        let type: String
        let selections: [SelectionRequest]
        let cashback: Bool
    }

    /// One selection of a bet request.
    struct SelectionRequest: Encodable, Sendable {
        let sportEventId: String
        let outcomeId: String

        enum CodingKeys: String, CodingKey {
            case sportEventId = "sport_event_id"
            case outcomeId = "outcome_id"
        }
    }

    /// `GET /api/tickets/v1/calculate` answer. Its selections' ids are strings.
    struct TicketCalculation: Decodable, Sendable {
        let totalStake: FlexibleDecimal
        let type: String
        let selections: [CalculatedSelection]?
        let odds: FlexibleDecimal
        let possibleWinnings: FlexibleDecimal

        enum CodingKeys: String, CodingKey {
            case totalStake = "total_stake"
            case type, selections, odds
            case possibleWinnings = "possible_winnings"
        }

        struct CalculatedSelection: Decodable, Sendable {
            let sportEventId: String
            let outcomeId: String
            let odd: FlexibleDecimal?

            enum CodingKeys: String, CodingKey {
                case sportEventId = "sport_event_id"
                case outcomeId = "outcome_id"
                case odd
            }
        }
    }

    /// A ticket (placed bet). Amounts are numbers in the tickets calls and numbers or numeric
    /// strings in the tips (which are tickets with their tipster), so both are read.
    struct Ticket: Decodable, Sendable {
        let id: Int
        let userId: Int?
        let type: String
        let stake: FlexibleDecimal
        let odds: FlexibleDecimal?
        let possibleWinnings: FlexibleDecimal
        let winnings: FlexibleDecimal?
        let status: String
        let shareId: String?
        let createdAt: Date?
        let updatedAt: Date?
        let selections: [TicketSelection]

        enum CodingKeys: String, CodingKey {
            case id
            case userId = "user_id"
            case type, stake, odds
            case possibleWinnings = "possible_winnings"
            case winnings, status
            case shareId = "share_id"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case selections
        }
    }

    /// One selection of a ticket; its ids are ints.
    struct TicketSelection: Decodable, Sendable {
        let id: Int
        let bettingTicketId: Int
        let sportEventId: Int
        let outcomeId: Int
        let odd: FlexibleDecimal
        let status: String
        let outcome: TicketOutcome?
        let event: TicketEvent?

        enum CodingKeys: String, CodingKey {
            case id
            case bettingTicketId = "betting_ticket_id"
            case sportEventId = "sport_event_id"
            case outcomeId = "outcome_id"
            case odd, status, outcome, event
        }
    }

    /// The outcome a ticket selection is on, with its market.
    struct TicketOutcome: Decodable, Sendable {
        let id: FlexibleID
        let name: String
        let code: String?
        let price: FlexibleDecimal?
        let market: TicketMarket?

        struct TicketMarket: Decodable, Sendable {
            let id: FlexibleID
            let sportEventMarketId: FlexibleID?
            let name: String

            enum CodingKeys: String, CodingKey {
                case id
                case sportEventMarketId = "sport_event_market_id"
                case name
            }
        }
    }

    /// The event of a ticket selection (`date`, `time` and `date_time` strings).
    struct TicketEvent: Decodable, Sendable {
        let id: FlexibleID
        let homeTeam: String
        let awayTeam: String
        let date: String?
        let dateTime: Date
        let time: String?
        let homeScore: Int?
        let awayScore: Int?
        let htScore: String?
        let ftScore: String?
        let etScore: String?
        let status: String
        let isLive: FlexibleBool?

        enum CodingKeys: String, CodingKey {
            case id
            case homeTeam = "home_team"
            case awayTeam = "away_team"
            case date
            case dateTime = "date_time"
            case time
            case homeScore = "home_score"
            case awayScore = "away_score"
            case htScore = "ht_score"
            case ftScore = "ft_score"
            case etScore = "et_score"
            case status
            case isLive = "is_live"
        }
    }
}
