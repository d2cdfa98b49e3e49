import Foundation

extension GomaModels {
    /// `GET /api/home/v1/template`.
    struct HomeTemplate: Decodable, Sendable {
        let id: FlexibleID
        let name: String
        let widgets: [Widget]

        struct Widget: Decodable, Sendable {
            let id: FlexibleID
            let name: String
            let description: String?
            let webNamespace: String?
            let iosNamespace: String?
            let androidNamespace: String?
            let userType: String
            let sortOrder: Int
            let orientation: String?

            enum CodingKeys: String, CodingKey {
                case id, name, description
                case webNamespace = "web_namespace"
                case iosNamespace = "ios_namespace"
                case androidNamespace = "android_namespace"
                case userType = "user_type"
                case sortOrder = "sort_order"
                case orientation
            }
        }
    }

    /// `GET /api/promotions/v1/banners` item, and the alert banner (which has no image).
    struct Banner: Decodable, Sendable {
        let id: FlexibleID
        let clientId: FlexibleID?
        let title: String?
        let subtitle: String?
        let ctaText: String?
        let ctaURL: String?
        let platform: String?
        let status: String?
        let startDate: Date?
        let endDate: Date?
        let userType: String?
        let createdAt: Date?
        let updatedAt: Date?
        let imageURL: String?

        enum CodingKeys: String, CodingKey {
            case id
            case clientId = "client_id"
            case title, subtitle
            case ctaText = "cta_text"
            case ctaURL = "cta_url"
            case platform, status
            case startDate = "start_date"
            case endDate = "end_date"
            case userType = "user_type"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case imageURL = "image_url"
        }
    }

    /// `GET /api/promotions/v1/boosted-odds-banners` item.
    struct BoostedOddsBanner: Decodable, Sendable {
        let id: FlexibleID
        let name: String?
        let title: String?
        let sportEventId: String
        let sportEventMarketId: String
        let sportEventBoostedMarketId: String
        let ctaURL: String?

        enum CodingKeys: String, CodingKey {
            case id, name, title
            case sportEventId = "sport_event_id"
            case sportEventMarketId = "sport_event_market_id"
            case sportEventBoostedMarketId = "sport_event_boosted_market_id"
            case ctaURL = "cta_url"
        }
    }

    /// `GET /api/promotions/v1/sport-banners` item (the carousel events).
    struct SportBanner: Decodable, Sendable {
        let id: FlexibleID
        let sportEventId: String
        let sportEventMarketId: String?
        let ctaURL: String?
        let imageURL: String?

        enum CodingKeys: String, CodingKey {
            case id
            case sportEventId = "sport_event_id"
            case sportEventMarketId = "sport_event_market_id"
            case ctaURL = "cta_url"
            case imageURL = "image_url"
        }
    }

    /// `GET /api/promotions/v1/hero-cards` item.
    struct HeroCard: Decodable, Sendable {
        let id: FlexibleID
        let sportEventId: String
        let sportEventMarketIds: [String]
        let imageURL: String?

        enum CodingKeys: String, CodingKey {
            case id
            case sportEventId = "sport_event_id"
            case sportEventMarketIds = "sport_event_market_ids"
            case imageURL = "image_url"
        }
    }

    /// `GET /api/promotions/v1/pro-choices` item (and the initial dump's highlighted events).
    struct EventPointer: Decodable, Sendable {
        let sportEventId: String
        let sportEventMarketId: String?
        let imageURL: String?

        enum CodingKeys: String, CodingKey {
            case sportEventId = "sport_event_id"
            case sportEventMarketId = "sport_event_market_id"
            case imageURL = "image_url"
        }
    }

    /// `GET /api/promotions/v1/stories` item.
    struct Story: Decodable, Sendable {
        let id: FlexibleID
        let clientId: FlexibleID?
        let title: String?
        let mediaType: String?
        let ctaText: String?
        let ctaURL: String?
        let platform: String?
        let status: String?
        let startDate: Date?
        let endDate: Date?
        let userType: String?
        let createdAt: Date?
        let updatedAt: Date?
        let mediaURL: String?
        let iconURL: String?

        enum CodingKeys: String, CodingKey {
            case id
            case clientId = "client_id"
            case title
            case mediaType = "media_type"
            case ctaText = "cta_text"
            case ctaURL = "cta_url"
            case platform, status
            case startDate = "start_date"
            case endDate = "end_date"
            case userType = "user_type"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case mediaURL = "media_url"
            case iconURL = "icon_url"
        }
    }

    /// `GET /api/promotions/v1/news` item. The recorded list is empty, so only the fields the
    /// CMS shares with its other items are read.
    struct NewsItem: Decodable, Sendable {
        let id: FlexibleID
        let title: String
        let subtitle: String?
        let imageURL: String?
        let ctaURL: String?
        let startDate: Date?
        let endDate: Date?

        enum CodingKeys: String, CodingKey {
            case id, title, subtitle
            case imageURL = "image_url"
            case ctaURL = "cta_url"
            case startDate = "start_date"
            case endDate = "end_date"
        }
    }
}
