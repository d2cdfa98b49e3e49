import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// The favourite events: the answer of every favourites call.
    struct FavouriteEvents: Decodable, Sendable {
        let favoriteEvents: [FlexibleString]
    }

    /// Body of adding or removing favourites (a DELETE carries it too).
    struct FavouriteEventsChange: Encodable, Sendable {
        let operatorId: String
        let userId: String
        let favoriteEvents: [String]
    }
}
