import Foundation

/// The second (and third) shapes of CMS paths the SDK already reads in their recorded pointer
/// form (vendor reference: "Other shapes of CMS paths the SDK already reads"). Each answer
/// decodes as its recorded shape first, else as the others; when none fits, the recorded
/// shape's error is thrown.
extension GomaModels {
    /// `{id, image_url?, event}`: a card with its whole event (sport banners, hero cards).
    struct EventCard: Decodable, Sendable {
        let id: FlexibleID
        let imageURL: String?
        let event: Event

        enum CodingKeys: String, CodingKey {
            case id
            case imageURL = "image_url"
            case event
        }
    }

    /// A typed sport banner, told apart by `type`. A type the SDK does not know (the vendor has a
    /// casino one) is `.unknown` and skipped by the mapper, so it never fails the array as it does
    /// in the vendor's client.
    enum TypedBanner: Decodable, Sendable {
        case event(EventBanner)
        case info(InfoBanner)
        case unknown(String)

        private enum TypeKey: String, CodingKey { case type }

        init(from decoder: any Decoder) throws {
            let type = try decoder.container(keyedBy: TypeKey.self).decode(String.self, forKey: .type)
            switch type {
            case "event": self = .event(try EventBanner(from: decoder))
            case "info": self = .info(try InfoBanner(from: decoder))
            default: self = .unknown(type)
            }
        }
    }

    /// `type: "event"`: `{id, sport_event_id, sport_event_market_id, image_url?,
    /// market_betting_type_id?, market_event_part_id?}`, ids as strings. What the last two mean
    /// is not known, so they are not read.
    struct EventBanner: Decodable, Sendable {
        let id: FlexibleID
        let sportEventId: String
        let sportEventMarketId: String
        let imageURL: String?

        enum CodingKeys: String, CodingKey {
            case id
            case sportEventId = "sport_event_id"
            case sportEventMarketId = "sport_event_market_id"
            case imageURL = "image_url"
        }
    }

    /// `type: "info"`: `{id, title?, subtitle?, cta_text?, cta_url?, cta_target?, image_url?}`.
    struct InfoBanner: Decodable, Sendable {
        let id: FlexibleID
        let title: String?
        let subtitle: String?
        let ctaText: String?
        let ctaURL: String?
        let ctaTarget: String?
        let imageURL: String?

        enum CodingKeys: String, CodingKey {
            case id, title, subtitle
            case ctaText = "cta_text"
            case ctaURL = "cta_url"
            case ctaTarget = "cta_target"
            case imageURL = "image_url"
        }
    }

    /// `GET /api/promotions/v1/sport-banners`: pointers (recorded), else cards with their event,
    /// else typed banners.
    enum SportBannersAnswer: Decodable, Sendable {
        case pointers([SportBanner])
        case events([EventCard])
        case typed([TypedBanner])

        init(from decoder: any Decoder) throws {
            self = try GomaModels.firstShape(decoder, [{ .pointers(try [SportBanner](from: $0)) },
                                            { .events(try [EventCard](from: $0)) },
                                            { .typed(try [TypedBanner](from: $0)) }])
        }
    }

    /// `GET /api/promotions/v1/hero-cards`: pointers (recorded), else cards with their event.
    enum HeroCardsAnswer: Decodable, Sendable {
        case pointers([HeroCard])
        case events([EventCard])

        init(from decoder: any Decoder) throws {
            self = try GomaModels.firstShape(decoder, [{ .pointers(try [HeroCard](from: $0)) }, { .events(try [EventCard](from: $0)) }])
        }
    }

    /// `GET /api/promotions/v1/pro-choices`: pointers (recorded), else whole events (with `image_url`).
    enum ProChoicesAnswer: Decodable, Sendable {
        case pointers([EventPointer])
        case events([Event])

        init(from decoder: any Decoder) throws {
            self = try GomaModels.firstShape(decoder, [{ .pointers(try [EventPointer](from: $0)) }, { .events(try [Event](from: $0)) }])
        }
    }
}
