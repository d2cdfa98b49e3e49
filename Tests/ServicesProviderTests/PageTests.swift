import Testing
@_spi(ProviderKit) import ServicesProvider

/// A page says how to ask for the next one: `next` is the request one page on (same size), `nil`
/// on the last page, and `hasMore` is `next != nil`.
@Suite struct PageTests {
    @Test func aPageWithMoreNamesTheFollowingRequest() {
        let page = Page(items: [1, 2], request: PageRequest(page: 3, pageSize: 2), hasMore: true)
        #expect(page.page == 3)
        #expect(page.next == PageRequest(page: 4, pageSize: 2))
        #expect(page.hasMore)
    }

    @Test func theLastPageHasNoNext() {
        let page = Page(items: [1], request: PageRequest(page: 3, pageSize: 2), hasMore: false)
        #expect(page.next == nil)
        #expect(!page.hasMore)
    }

    @Test func noPageFollowsTheLargestPageNumber() {
        let page = Page(items: [1], request: PageRequest(page: .max, pageSize: 2), hasMore: true)
        #expect(page.next == nil, "page + 1 would overflow")
        #expect(!page.hasMore)
    }

    @Test func hasMoreIsWhetherThereIsANext() {
        #expect(Page<Int>(items: [], page: 1, next: PageRequest(page: 2)).hasMore)
        #expect(!Page<Int>(items: [], page: 1, next: nil).hasMore)
    }
}
