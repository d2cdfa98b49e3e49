/// Makes a bet's client reference idempotent on the device, for vendors whose placement request
/// has no field for one: a second submission with the same reference (concurrent, or after the
/// first succeeded) returns the first one's bet instead of placing it again. A failed placement
/// is forgotten, so the user can try again. Reset it on sign-out: references belong to a user.
@_spi(ProviderKit) public actor PlacementLedger {
    private var placed: [String: Bet] = [:]
    private var inFlight: [String: Task<Result<Bet, ServiceProviderError>, Never>] = [:]

    /// Creates an empty ledger.
    public init() {}

    /// Runs `operation` once per `reference`; later calls with the same reference get its bet.
    public func place(reference: String,
                      _ operation: @escaping @Sendable () async throws(ServiceProviderError) -> Bet) async throws(ServiceProviderError) -> Bet {
        if let bet = placed[reference] { return bet }
        if let task = inFlight[reference] { return try await task.value.get() }
        let task = Task { () -> Result<Bet, ServiceProviderError> in
            do throws(ServiceProviderError) { return .success(try await operation()) } catch { return .failure(error) }
        }
        inFlight[reference] = task
        let result = await task.value
        inFlight[reference] = nil
        if case .success(let bet) = result { placed[reference] = bet }
        return try result.get()
    }

    /// ``place(reference:_:)`` for a slip: the bet comes back completed from the request's slip
    /// (``Bet/completed(from:)``: the legs' names, the combined odds), whatever the vendor left out.
    public func place(_ request: BetPlacementRequest,
                      _ operation: @escaping @Sendable () async throws(ServiceProviderError) -> Bet) async throws(ServiceProviderError) -> Bet {
        try await place(reference: request.reference, operation).completed(from: request.slip)
    }

    /// Forgets placed references (on sign-out: they belong to the previous user).
    public func reset() {
        placed = [:]
    }
}
