import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The operator's links and files (help centre, terms, support).
extension GomaContentService {
    /// This area's features, part of the service's `features`.
    static let downloadFeatures: Set<Feature> = [.downloadableContent]

    /// An item without a usable address is left out; the vendor's `status` is not read (the
    /// reference shows only `published`, and no other value).
    func downloadableContent() async throws(ServiceProviderError) -> [DownloadableContent] {
        try await runtime.executor(.api).send(GomaAPI.downloadableContents).compactMap(GomaModelMapper.downloadableContent)
    }
}
