import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaModels {
    /// `GET /api/events/v1/favorites` item. The vendor's client wants `id`, `user_id` and
    /// `favorite_id` as ints; only `favorite_id` is read here, as an int or a string.
    struct Favourite: Decodable, Sendable {
        let favoriteId: FlexibleID
        /// `event` or `competition`; the vendor's client reads anything else as `event`.
        let favoriteType: String?

        enum CodingKeys: String, CodingKey {
            case favoriteId = "favorite_id"
            case favoriteType = "favorite_type"
        }
    }

    /// The add and remove body: `{favorites:[{favorite_id, type}]}`, one item, the id as a
    /// string and the type field named `type` (not `favorite_type`).
    struct FavouritesChange: Encodable, Sendable {
        let favorites: [Item]

        init(eventId: String) {
            favorites = [Item(favoriteId: eventId, type: GomaModels.favouriteEventType)]
        }

        struct Item: Encodable, Sendable {
            let favoriteId: String
            let type: String

            enum CodingKeys: String, CodingKey {
                case favoriteId = "favorite_id"
                case type
            }
        }
    }

    /// `favorite_type` / `type` of an event.
    static let favouriteEventType = "event"
    /// `favorite_type` of a competition: not an event, so not a favourite event.
    static let favouriteCompetitionType = "competition"

    /// `GET /api/events/v1/highlights`: a bare array whose items are pointers or whole events
    /// (the vendor's client accepts both; which one a server sends looks like a server setting).
    /// Each item is read on its own: one that is neither shape is dropped and counted, never
    /// failing the rest.
    typealias Highlights = LossyList<Highlight>

    /// One highlight: the pointer form (recorded) first, else a whole event with its image.
    enum Highlight: Decodable, Sendable {
        case pointer(HighlightPointer)
        case event(Event, imageURL: String?)

        init(from decoder: any Decoder) throws {
            self = try GomaModels.firstShape(decoder, [{ .pointer(try HighlightPointer(from: $0)) },
                                                       { .event(try Event(from: $0), imageURL: HighlightImage(from: $0).url) }])
        }
    }

    /// `{sport_event_id, sport_event_market_id, image_url}` (or the image in `meta.img_url`).
    /// The ids must be strings, as for the vendor's client; its optional `id` is read only when
    /// it is a string (a number there is ignored, as the client does).
    struct HighlightPointer: Decodable, Sendable {
        let id: String?
        let sportEventId: String
        let sportEventMarketId: String?
        let imageURL: String?

        enum CodingKeys: String, CodingKey {
            case id
            case sportEventId = "sport_event_id"
            case sportEventMarketId = "sport_event_market_id"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try? container.decodeIfPresent(String.self, forKey: .id)
            sportEventId = try container.decode(String.self, forKey: .sportEventId)
            sportEventMarketId = try container.decodeIfPresent(String.self, forKey: .sportEventMarketId)
            imageURL = HighlightImage(from: decoder).url
        }
    }

    /// A highlight's image: `image_url`, else `meta.img_url`; a value of another type is no image.
    struct HighlightImage: Sendable {
        let url: String?

        private enum CodingKeys: String, CodingKey {
            case imageURL = "image_url"
            case meta
        }

        private enum MetaKeys: String, CodingKey {
            case imgURL = "img_url"
        }

        init(from decoder: any Decoder) {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            if let url = try? container?.decodeIfPresent(String.self, forKey: .imageURL) {
                self.url = url
            } else {
                let meta = try? container?.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
                self.url = try? meta?.decodeIfPresent(String.self, forKey: .imgURL)
            }
        }
    }
}
