import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaModels {
    /// `GET /api/competitions/v1/featured` has two shapes on one path (which one a server sends
    /// looks like a server setting the client cannot see; the recorded data shows only the ids):
    /// a bare array of competition ids (strings such as `"55807.1"`), or a bare array of full
    /// competitions. An empty array reads as no ids.
    enum FeaturedCompetitions: Decodable, Sendable {
        case ids([FlexibleID])
        case competitions([Competition])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let ids = try? container.decode([FlexibleID].self) {
                self = .ids(ids)
            } else {
                self = .competitions(try container.decode([Competition].self))
            }
        }
    }
}
