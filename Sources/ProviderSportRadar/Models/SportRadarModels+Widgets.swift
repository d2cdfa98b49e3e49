import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// The content `eventExternalId` `{eventId}/SportRadarWidget`: `{data: "<match id>", version}`.
    /// Unlike the other contents' envelope (`ContentResponse`, whose version is `value`), this
    /// one's version is `version`. A missing `data` is no match id.
    struct WidgetMatchId: Decodable, Sendable {
        let data: String?
        let version: Int?
    }
}
