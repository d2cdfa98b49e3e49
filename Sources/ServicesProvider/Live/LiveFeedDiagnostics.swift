/// What a provider's live feeds could not use, counted since the provider was created, for
/// logs and health checks. Non-zero counts do not mean the lists are wrong: records of a kind
/// the SDK does not model are expected; undecodable records and unknown references are worth
/// a look.
public struct LiveFeedDiagnostics: Sendable, Hashable {
    /// Records (or whole update payloads) that could not be decoded.
    public var undecodableRecords: Int
    /// Well-formed records of a kind the SDK does not model, skipped on purpose.
    public var unmodelledRecords: Int
    /// Changes naming something the feed does not hold (e.g. updates sent before their dump).
    public var unknownReferences: Int
    /// Messages older than one already applied, dropped.
    public var staleMessages: Int

    /// Creates counts (all zero by default).
    public init(undecodableRecords: Int = 0, unmodelledRecords: Int = 0, unknownReferences: Int = 0, staleMessages: Int = 0) {
        self.undecodableRecords = undecodableRecords
        self.unmodelledRecords = unmodelledRecords
        self.unknownReferences = unknownReferences
        self.staleMessages = staleMessages
    }
}

extension LiveFeedDiagnostics {
    /// Adds another count to this one (a feed's skips to a provider's running totals).
    @_spi(ProviderKit) public static func += (totals: inout LiveFeedDiagnostics, more: LiveFeedDiagnostics) {
        totals.undecodableRecords += more.undecodableRecords
        totals.unmodelledRecords += more.unmodelledRecords
        totals.unknownReferences += more.unknownReferences
        totals.staleMessages += more.staleMessages
    }
}
