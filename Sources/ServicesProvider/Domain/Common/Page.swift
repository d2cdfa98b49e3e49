/// One page of a paged list.
public struct Page<Element: Sendable & Hashable>: Sendable, Hashable {
    /// The items on this page.
    public var items: [Element]
    /// The page number, starting at 1.
    public var page: Int
    /// Whether another page may follow.
    public var hasMore: Bool

    /// Creates a page.
    public init(items: [Element], page: Int, hasMore: Bool) {
        self.items = items
        self.page = page
        self.hasMore = hasMore
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
}
