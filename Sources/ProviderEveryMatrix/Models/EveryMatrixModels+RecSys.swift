import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The recommendation gateways' answers: ids only (snake_case at the top, camelCase per entry,
/// the market list as `BetsRecommendationsList`). Entries are read one by one; a bad one is dropped.
extension EveryMatrixModels {
    /// The single-bets answer: events, each with the markets recommended in it.
    struct RecommendedEvents: Decodable, Sendable {
        let recommendationsList: LossyList<RecommendedEvent>

        enum CodingKeys: String, CodingKey {
            case recommendationsList = "recommendations_list"
        }
    }

    /// One recommended event.
    struct RecommendedEvent: Decodable, Sendable {
        let eventId: FlexibleString
        let interestScore: Decimal?
        let markets: LossyList<RecommendedMarket>?

        enum CodingKeys: String, CodingKey {
            case eventId, interestScore
            case markets = "BetsRecommendationsList"
        }
    }

    /// A market recommended in an event.
    struct RecommendedMarket: Decodable, Sendable {
        let marketId: FlexibleString
    }

    /// The combination answer, as the vendor documents it: flat selections. (The vendor's own
    /// client decodes it with the single-bets model, which fails on it.)
    struct RecommendedCombination: Decodable, Sendable {
        let recommendationsList: LossyList<RecommendedSelection>

        enum CodingKeys: String, CodingKey {
            case recommendationsList = "recommendations_list"
        }
    }

    /// One recommended selection of a combination.
    struct RecommendedSelection: Decodable, Sendable {
        let eventId: FlexibleString
        let marketId: FlexibleString
        let outcomeId: FlexibleString
    }
}
