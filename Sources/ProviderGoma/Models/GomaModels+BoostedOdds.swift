import Foundation

extension GomaModels {
    /// One item of `GET /api/promotions/v1/boosted-odds-banners`, in either of the two shapes the
    /// vendor's client reads from that path (which one a server sends looks like a server setting):
    /// the pointer form (`sport_event_boosted_market_id`, the recorded one) or the full form
    /// (`event` with its normal market, and `boosted_market`). An item with an `event` or a
    /// `boosted_market` key is read as the full form, any other as a pointer, so a broken item
    /// fails with the coding path of the shape it claims.
    enum BoostedOddsItem: Decodable, Sendable {
        case pointer(BoostedOddsBanner)
        case full(BoostedOddsEvent)

        private enum ShapeKeys: String, CodingKey {
            case event
            case boostedMarket = "boosted_market"
        }

        init(from decoder: any Decoder) throws {
            let keys = try decoder.container(keyedBy: ShapeKeys.self)
            if keys.contains(.event) || keys.contains(.boostedMarket) {
                self = .full(try BoostedOddsEvent(from: decoder))
            } else {
                self = .pointer(try BoostedOddsBanner(from: decoder))
            }
        }
    }

    /// The full form of a boosted-odds item: `event.markets[0]` is the normal market (as the
    /// vendor's client takes it), `boosted_market` a normal market object with the raised prices.
    struct BoostedOddsEvent: Decodable, Sendable {
        let id: FlexibleID
        let name: String?
        let imageURL: String?
        let ctaURL: String?
        let event: Event
        let boostedMarket: Market

        enum CodingKeys: String, CodingKey {
            case id, name
            case imageURL = "image_url"
            case ctaURL = "cta_url"
            case event
            case boostedMarket = "boosted_market"
        }
    }
}
