import Foundation

/// Where a value read with ``Client/lastKnown(_:)`` came from.
public enum ReadSource: Sendable, Hashable {
    /// The vendor answered just now.
    case network
    /// The vendor could not be reached: this is the copy saved on the device at `savedAt`.
    case device(savedAt: Date)
}

/// A value and where it came from: never a saved copy passed off as the vendor's answer.
public struct LastKnown<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// Where it came from.
    public var source: ReadSource

    /// Creates a value read from `source`.
    public init(value: Value, source: ReadSource) {
        self.value = value
        self.source = source
    }

    /// Whether it is a saved copy (the vendor was not reached), which the app should show as such.
    public var isStale: Bool { source != .network }

    /// How old it is at `now`: zero for the vendor's answer, the time since it was saved otherwise.
    public func age(at now: Date = Date()) -> TimeInterval {
        switch source {
        case .network: 0
        case .device(let savedAt): max(0, now.timeIntervalSince(savedAt))
        }
    }
}

/// A read whose last answer an ``OfflineProvider`` saves on the device, so that offline it can
/// answer with it, marked stale (``Client/lastKnown(_:)``). Sports, competitions, an event's page
/// and the live board are everyone's; the home page (filtered by the session) and the favourite
/// events are the signed-in player's, erased when they sign out.
public struct LastKnownRead<Value: Codable & Sendable>: Sendable {
    /// The saved copy's name (unique per read and argument).
    let key: String
    /// Whether the answer depends on the player (saved in their part, erased at sign-out).
    let isPlayers: Bool
    /// The read itself, on a provider.
    let read: @Sendable (any ServiceProvider) async throws(ServiceProviderError) -> Value
}

extension LastKnownRead where Value == [Sport] {
    /// ``EventsService/sports()``.
    public static var sports: Self { Self(key: "sports", isPlayers: false) { provider async throws(ServiceProviderError) in try await provider.events.sports() } }
}

extension LastKnownRead where Value == [Competition] {
    /// ``EventsService/competitions(sport:)``.
    public static func competitions(sport: SportKind) -> Self {
        Self(key: "competitions-\(sport)", isPlayers: false) { provider async throws(ServiceProviderError) in
            try await provider.events.competitions(sport: sport)
        }
    }
}

extension LastKnownRead where Value == Event {
    /// ``EventsService/event(id:)``: an event's page.
    public static func event(id: String) -> Self {
        Self(key: "event-\(id)", isPlayers: false) { provider async throws(ServiceProviderError) in try await provider.events.event(id: id) }
    }
}

extension LastKnownRead where Value == [Event] {
    /// The first board of ``EventsService/liveEvents(sport:)``: the events live now, in order.
    public static func liveBoard(sport: SportKind) -> Self {
        Self(key: "live-\(sport)", isPlayers: false) { provider async throws(ServiceProviderError) in
            for try await board in provider.events.liveEvents(sport: sport) { return Array(board) }
            throw .cancelled
        }
    }
}

extension LastKnownRead where Value == [String] {
    /// ``EventsService/favouriteEventIds()``: the player's favourite events.
    public static var favouriteEventIds: Self {
        Self(key: "favourite-event-ids", isPlayers: true) { provider async throws(ServiceProviderError) in
            try await provider.events.favouriteEventIds()
        }
    }
}

extension LastKnownRead where Value == HomeLayout {
    /// ``ContentService/homeLayout()``, as the signed-in player (or nobody) sees it.
    public static var homeLayout: Self { Self(key: "home-layout", isPlayers: true) { provider async throws(ServiceProviderError) in
        try await provider.content.homeLayout()
    } }
}
