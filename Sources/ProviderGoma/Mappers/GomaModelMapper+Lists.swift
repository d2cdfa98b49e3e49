import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaModelMapper {
    /// One page of a paged event list (`upcoming`, `trending`, `scores`). The answer has no total:
    /// an empty page, or one shorter than its `per_page` (else the client's assumed
    /// `GomaAPI.eventListPageSize`), is the last.
    static func eventPage(_ paged: GomaModels.Paged<GomaModels.Event>, request: PageRequest) -> Page<Event> {
        Page(items: paged.data.map(event), request: request, hasMore: hasMore(paged))
    }

    /// Whether another page may follow `paged` (see ``eventPage(_:request:)``).
    static func hasMore(_ paged: GomaModels.Paged<GomaModels.Event>) -> Bool {
        !paged.data.isEmpty && paged.data.count >= (paged.perPage ?? GomaAPI.eventListPageSize)
    }
}
