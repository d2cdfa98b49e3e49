import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// The favourite events: the answer of every favourites call.
    package struct FavouriteEvents: Decodable, Sendable {
        package let favoriteEvents: [FlexibleString]
    }

    /// Body of adding or removing favourites (a DELETE carries it too).
    package struct FavouriteEventsChange: Encodable, Sendable {
        package let operatorId: String
        package let userId: String
        package let favoriteEvents: [String]
    }
}
