/// One page of a paged list, and how to ask for the one after it.
public struct Page<Element: Sendable & Hashable>: Sendable, Hashable {
    /// The items on this page.
    public var items: [Element]
    /// The page number, starting at 1.
    public var page: Int
    /// The request for the following page (same page size), `nil` on the last page: pass it back
    /// as the query's `page` (or `endedEvents(sport:page:)`'s) to read on.
    public var next: PageRequest?
    /// Whether another page may follow: `next != nil`.
    public var hasMore: Bool { next != nil }

    /// Creates a page; `next` is `nil` on the last page.
    public init(items: [Element], page: Int, next: PageRequest?) {
        self.items = items
        self.page = page
        self.next = next
    }

    /// A page answering `request`: numbered as asked, and with `request.following` as its `next`
    /// when `hasMore` (none after the largest page number).
    @_spi(ProviderKit)
    public init(items: [Element], request: PageRequest, hasMore: Bool) {
        self.init(items: items, page: request.page, next: hasMore ? request.following : nil)
    }
}

/// Which page to fetch.
public struct PageRequest: Sendable, Hashable {
    /// The page number, starting at 1.
    public var page: Int
    /// Items per page.
    public var pageSize: Int

    /// Creates a page request.
    public init(page: Int = 1, pageSize: Int = 20) {
        self.page = max(1, page)
        self.pageSize = max(1, pageSize)
    }

    /// How many items come before this page, for vendors that page by offset; `.invalidRequest`
    /// for a page so far that the offset does not fit an `Int`.
    @_spi(ProviderKit)
    public func offset() throws(ServiceProviderError) -> Int {
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: pageSize)
        guard !overflow else { throw .invalidRequest(message: "Page \(page) of \(pageSize) items is beyond any list.") }
        return offset
    }

    /// The request for the page after this one, with the same size; `nil` after `Int.max`.
    var following: PageRequest? {
        page < .max ? PageRequest(page: page + 1, pageSize: pageSize) : nil
    }
}
