import Foundation

// Bets API payloads. The recorded flow has only the open-bets request (response null), so
// these shapes are DESIGNED to be plausible for EveryMatrix's bets-api, not recorded.
extension EveryMatrixModels {
    /// A bet as the bets API lists it.
    package struct Bet: Codable, Sendable, Hashable {
        package var id: String
        package var requestId: String?
        package var type: String
        package var status: String
        package var amount: Decimal
        package var currency: String
        package var totalOdds: Decimal?
        package var potentialWinning: Decimal?
        package var payout: Decimal?
        package var placedDate: String?
        package var selections: [BetSelection]
    }

    /// One selection of a bet.
    package struct BetSelection: Codable, Sendable, Hashable {
        package var eventId: String
        package var eventName: String
        package var marketName: String
        package var outcomeName: String
        package var outcomeId: String?
        package var priceValue: Decimal
        package var status: String
        package var eventDate: String?
    }

    /// Body of the place-bet call.
    package struct PlaceBetRequest: Codable, Sendable {
        package struct Selection: Codable, Sendable {
            package let eventId: String
            package let marketId: String
            package let outcomeId: String
            package let odds: Decimal
        }
        package let requestId: String
        package let type: String
        package let systemSize: Int?
        package let stakeAmount: Decimal
        package let currency: String
        package let oddsValidationType: String
        package let terminalType: String
        package let selections: [Selection]
    }
}
