import Foundation

/// Obtains credentials without the user: a token refresh, or an anonymous device login when
/// `current` is `nil` or anonymous. Providers whose vendor has neither pass no refresher.
@_spi(ProviderKit) public typealias CredentialRefresher = @Sendable (_ current: Credentials?) async throws(ServiceProviderError) -> Credentials

/// One provider's session: holds the credentials, hands them to requests, and refreshes them
/// single-flight — any number of concurrent requests that find the token expired (or get a 401)
/// cause exactly one refresh, and all of them go on with its result.
@_spi(ProviderKit) public actor SessionStore {
    /// Credentials handed to one request, with the generation they belong to, so a request that
    /// failed with old credentials does not trigger a second refresh after someone else's.
    public struct Lease: Sendable {
        /// The credentials to send.
        public let credentials: Credentials
        /// Bumped on every change of credentials.
        public let generation: Int
    }

    private var credentials: Credentials?
    private var generation = 0
    private var persists: Bool
    private var refreshTask: Task<Result<Lease, ServiceProviderError>, Never>?
    private let refresher: CredentialRefresher?
    private let storage: any TokenStorage
    private let now: @Sendable () -> Date
    private let broadcaster: Broadcaster<SessionEvent>

    /// Creates a session, restoring credentials a previous run kept in `storage`.
    /// - Parameters:
    ///   - storage: where "keep me signed in" credentials persist.
    ///   - refresher: how to get new credentials without the user, or `nil` if the vendor cannot.
    ///   - now: the clock used for token expiry.
    public init(storage: any TokenStorage = InMemoryTokenStorage(), refresher: CredentialRefresher? = nil,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.storage = storage
        self.refresher = refresher
        self.now = now
        let restored = storage.load()
        self.credentials = restored
        self.persists = restored != nil
        broadcaster = Broadcaster(current: Self.state(of: restored))
    }

    /// The session's state as ``SessionEvent/current(userId:)``.
    private static func state(of credentials: Credentials?) -> SessionEvent {
        .current(userId: credentials?.isUser == true ? credentials?.userId : nil)
    }

    /// Session changes. Each call returns a new stream, which opens with
    /// ``SessionEvent/current(userId:)`` (the state now), then signed in, refreshed, expired,
    /// signed out as they happen.
    public nonisolated var events: AsyncStream<SessionEvent> { broadcaster.subscribe() }

    /// The current credentials, if any.
    public var current: Credentials? { credentials }

    /// Whether a user (not just an anonymous device) is signed in.
    public var isUserSignedIn: Bool { credentials?.isUser ?? false }

    /// Stores credentials after a sign-in. `persist` is "keep me signed in".
    public func signIn(_ newCredentials: Credentials, persist: Bool) {
        persists = persist
        replace(with: newCredentials, announcing: .loggedIn(userId: newCredentials.userId))
    }

    /// Replaces the credentials without an event (e.g. adding a second token after sign-in).
    public func update(_ newCredentials: Credentials) {
        replace(with: newCredentials)
    }

    /// Forgets the credentials because the user signed out.
    public func signOut() {
        clear(announcing: .loggedOut)
    }

    /// Forgets the credentials because the server says the session ended. A request that used
    /// an older generation does not end a newer session.
    public func expire(generation expiredGeneration: Int? = nil) {
        if let expiredGeneration, expiredGeneration != generation { return }
        guard credentials != nil else { return }
        clear(announcing: .expired)
    }

    /// Credentials for a request, refreshing first when they are expired or missing and a
    /// refresher can get new ones.
    public func lease() async throws(ServiceProviderError) -> Lease {
        if let refreshTask { return try await wait(for: refreshTask) }
        if let credentials, !credentials.isExpired(at: now()) {
            return Lease(credentials: credentials, generation: generation)
        }
        if credentials == nil && refresher == nil { throw .unauthorized }
        return try await refresh()
    }

    /// Called after a 401: refreshes unless someone already did since `failedGeneration`.
    public func refresh(after failedGeneration: Int) async throws(ServiceProviderError) -> Lease {
        if let refreshTask { return try await wait(for: refreshTask) }
        if failedGeneration != generation {
            // Someone refreshed, signed in or ended the session since: never refresh twice.
            if let credentials { return Lease(credentials: credentials, generation: generation) }
            throw .sessionExpired
        }
        return try await refresh()
    }

    private func refresh() async throws(ServiceProviderError) -> Lease {
        guard let refresher else {
            expire()
            throw .sessionExpired
        }
        let previous = credentials
        let startGeneration = generation
        // The task is actor-isolated: it updates the state itself, so every waiter sees the
        // same result and the same generation.
        let task = Task { () -> Result<Lease, ServiceProviderError> in
            let result: Result<Credentials, ServiceProviderError>
            do throws(ServiceProviderError) { result = .success(try await refresher(previous)) } catch { result = .failure(error) }
            return self.finishRefresh(result, previous: previous, startGeneration: startGeneration)
        }
        refreshTask = task
        return try await wait(for: task)
    }

    /// A request waiting for the refresh stops waiting as soon as it is cancelled (`.cancelled`);
    /// the refresh goes on for the other requests and the next ones.
    private nonisolated func wait(for task: Task<Result<Lease, ServiceProviderError>, Never>) async throws(ServiceProviderError) -> Lease {
        guard let result = await CancellableWait.value(of: task) else { throw .cancelled }
        return try result.get()
    }

    private func finishRefresh(_ result: Result<Credentials, ServiceProviderError>, previous: Credentials?,
                               startGeneration: Int) -> Result<Lease, ServiceProviderError> {
        refreshTask = nil
        guard generation == startGeneration else {
            // Signed in or out while refreshing: that newer state wins.
            if let credentials { return .success(Lease(credentials: credentials, generation: generation)) }
            return .failure(.unauthorized)
        }
        switch result {
        case .success(let refreshed):
            replace(with: refreshed, announcing: previous != nil ? .refreshed : nil)
            return .success(Lease(credentials: refreshed, generation: generation))
        case .failure(let error) where error.isRetryable || error == .cancelled || previous == nil:
            // A network blip says nothing about the session: keep it and report the blip.
            return .failure(error)
        case .failure:
            expire()
            return .failure(.sessionExpired)
        }
    }

    /// Every change of credentials goes through here or ``clear(announcing:)``, so the state a
    /// new `events` stream opens with is always the actor's.
    private func replace(with newCredentials: Credentials, announcing event: SessionEvent? = nil) {
        credentials = newCredentials
        generation += 1
        if persists { try? storage.save(newCredentials) } else { storage.clear() }
        broadcaster.update(current: Self.state(of: newCredentials), publishing: event)
    }

    private func clear(announcing event: SessionEvent) {
        credentials = nil
        generation += 1
        storage.clear()
        broadcaster.update(current: Self.state(of: nil), publishing: event)
    }
}
