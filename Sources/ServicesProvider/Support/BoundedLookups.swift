/// Runs one lookup per key, at most `width` at a time (a sportsbook throttles a burst of reads),
/// and answers every key's result. Keys are looked up once each; the order of completion does
/// not matter, so callers keep their own order.
package func boundedLookups<Key: Hashable & Sendable, Value: Sendable>(
    _ keys: [Key], width: Int, fetch: @escaping @Sendable (Key) async -> Result<Value, ServiceProviderError>
) async -> [Key: Result<Value, ServiceProviderError>] {
    var results: [Key: Result<Value, ServiceProviderError>] = [:]
    var pending = Array(Set(keys))
    let width = max(1, width)
    while !pending.isEmpty {
        let batch = pending.prefix(width)
        pending.removeFirst(batch.count)
        let answers = await withTaskGroup(of: (Key, Result<Value, ServiceProviderError>).self) { group in
            for key in batch { group.addTask { (key, await fetch(key)) } }
            var answers: [(Key, Result<Value, ServiceProviderError>)] = []
            for await answer in group { answers.append(answer) }
            return answers
        }
        for (key, result) in answers { results[key] = result }
    }
    return results
}

/// The events the sportsbook still offers among `keys` (ids another system named, looked up
/// `width` at a time by `event`), by key: one it does not know or that is over is left out,
/// any other failure fails the whole call.
package func offeredEvents(_ keys: [String], width: Int,
                           event: @escaping @Sendable (String) async throws(ServiceProviderError) -> Event) async throws(ServiceProviderError) -> [String: Event] {
    let results = await boundedLookups(keys, width: width) { key in
        do throws(ServiceProviderError) { return .success(try await event(key)) } catch { return .failure(error) }
    }
    var offered: [String: Event] = [:]
    for key in keys {
        switch results[key] {
        case .success(let found)? where !found.isOver: offered[key] = found
        case .failure(let error)? where !error.meansUnknownId: throw error
        default: continue
        }
    }
    return offered
}

extension ServiceProviderError {
    /// Whether a lookup by an id some other system gave (a CMS, a recommender) failed because the
    /// sportsbook does not know the id or could not take it as one: the item is left out, where
    /// any other error (offline, a server fault) fails the call.
    package var meansUnknownId: Bool {
        switch self {
        case .notFound, .invalidRequest, .validation: true
        default: false
        }
    }
}

extension Event {
    /// Whether the event is no longer offered (ended or cancelled): an item another system names
    /// it in is left out rather than shown stale.
    package var isOver: Bool {
        switch status {
        case .ended, .cancelled: true
        default: false
        }
    }
}
