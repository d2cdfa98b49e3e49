import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling
@_spi(ProviderKit) @testable import ProviderGoma

/// Offline, then online, over a real HTTP server on 127.0.0.1 answering as the Goma sandbox
/// (stateful: it remembers follows and settings): writes that may wait are kept and arrive once,
/// in order, folded; money is refused; a sign-out drops the queue; a write the vendor already
/// holds is not sent again; a refused one is reported; the queue outlives its provider.
@Suite(.timeLimit(.minutes(3))) struct GomaOfflineWritesTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offline-writes-\(UUID().uuidString)")

    /// A world online and a client signed in over it (the queue's folder removed when the world stops).
    private func signedIn() async throws -> (OfflineWorld, Client) {
        let world = try OfflineWorld(folder: folder)
        let client = Client(provider: world.offlineProvider())
        try await world.signIn(client)
        return (world, client)
    }

    @Test func writesWaitOfflineAndArriveOnceInOrderFoldedWhileMoneyIsRefused() async throws {
        let (world, client) = try await signedIn()
        defer { world.stop() }
        let outcomes = OutcomeRecorder(client.offlineWrites)

        await world.goOffline()
        try await client.social.follow(userId: "1101")
        try await client.social.follow(userId: "1102")
        try await client.social.unfollow(userId: "1102")  // cancels the follow still waiting
        try await client.account.updateNotificationSettings(NotificationSettings(isEnabled: true, options: [.goals: false]))
        try await client.account.updateNotificationSettings(NotificationSettings(isEnabled: true, options: [.goals: true]))
        try await client.chat.send("On the train", toRoom: "5310")
        let selection = BetSelection(eventId: "48213", marketId: "1", outcomeId: "3456899", odds: Odds(decimal: 2))
        await #expect(throws: ServiceProviderError.offline, "money never waits") {
            _ = try await client.betting.placeBet(BetPlacementRequest(slip: BetSlip(selections: [selection], type: .single,
                                                                                   stakePerBet: Money(amount: 5, currency: "EUR"))))
        }
        let waiting = await outcomes.latest.pending.map(\.write)
        #expect(waiting == [.follow(userId: "1101"), .notificationSettings(NotificationSettings(isEnabled: true, options: [.goals: true])),
                            .chatMessage(text: "On the train", roomId: "5310")])

        try await world.goOnline()
        #expect(await outcomes.waitUntil(outcomes: 3))
        #expect(await outcomes.finished.map(\.kind) == ["sent follow(userId: \"1101\")", "sent notificationSettings", "sent chatMessage"])
        #expect(world.writes() == ["POST /api/social/v1/followees", "POST /api/users/v1/settings"], "once each, folded, in order")
        #expect(try await client.social.following().map(\.id) == ["1042", "1077", "1101"])
        #expect(try await client.account.notificationSettings().isOn(.goals))
    }

    /// A favourite kept offline answers the list as it will be: the last list the vendor gave
    /// with the waiting changes applied; once online, each change arrives once.
    @Test func favouritesKeptOfflineAnswerTheListAsItWillBe() async throws {
        let (world, client) = try await signedIn()
        defer { world.stop() }
        let before = try await client.events.favouriteEventIds()
        let first = try #require(before.first)
        await world.goOffline()
        #expect(try await client.events.addFavouriteEvent(id: "48299") == before + ["48299"])
        #expect(try await client.events.removeFavouriteEvent(id: first) == Array(before.dropFirst()) + ["48299"])
        #expect(try await client.events.addFavouriteEvent(id: "48300") == Array(before.dropFirst()) + ["48299", "48300"])
        #expect(try await client.events.removeFavouriteEvent(id: "48300") == Array(before.dropFirst()) + ["48299"], "cancels the waiting add")
        try await world.goOnline()
        let provider = try #require(client.provider as? OfflineProvider)
        for _ in 0..<300 where world.writes().count < 2 { try await Task.sleep(nanoseconds: 10_000_000) }
        await provider.settle()
        #expect(world.writes() == ["POST /api/events/v1/favorites", "DELETE /api/events/v1/favorites"])
        #expect(Set(try await client.events.favouriteEventIds()) == Set(before.dropFirst() + ["48299"]))
    }

    @Test func signingOutDropsTheWaitingWrites() async throws {
        let (world, client) = try await signedIn()
        defer { world.stop() }
        await world.goOffline()
        try await client.social.follow(userId: "1101")
        try? await client.account.logout()
        try await world.goOnline()
        try await world.signIn(client)
        await (client.provider as? OfflineProvider)?.settle()
        #expect(world.writes().isEmpty, "nothing replayed under the next session")
        #expect(try await client.social.following().map(\.id) == ["1042", "1077"])
    }

    @Test func aWriteTheVendorAlreadyHoldsIsNotSentAgainAndARefusedOneIsReported() async throws {
        let (world, client) = try await signedIn()
        defer { world.stop() }
        let outcomes = OutcomeRecorder(client.offlineWrites)
        await world.goOffline()
        try await client.social.follow(userId: "1077")  // already followed
        try await client.social.follow(userId: "not-a-number")
        try await world.goOnline()
        #expect(await outcomes.waitUntil(outcomes: 2))
        let finished = await outcomes.finished
        #expect(finished.first == .alreadyApplied(try #require(finished.first?.write)))
        guard case .rejected(let rejected, .validation)? = finished.last else { Issue.record("\(finished.map(\.kind)) \(finished)"); return }
        #expect(rejected.write == .follow(userId: "not-a-number"))
        #expect(world.writes().isEmpty)
    }

    @Test func theQueueOutlivesItsProviderAndIsReplayedAtTheNextSignIn() async throws {
        let world = try OfflineWorld(folder: folder)
        defer { world.stop() }
        do {
            let client = Client(provider: world.offlineProvider())
            try await world.signIn(client)
            await world.goOffline()
            try await client.social.follow(userId: "1101")
        }
        try await world.goOnline()
        let relaunched = Client(provider: world.offlineProvider())
        try await world.signIn(relaunched)
        for _ in 0..<300 where world.writes().isEmpty { try await Task.sleep(nanoseconds: 10_000_000) }
        await (relaunched.provider as? OfflineProvider)?.settle()
        #expect(world.writes() == ["POST /api/social/v1/followees"])
    }

    @Test func withoutAPlayerNothingIsKept() async throws {
        let world = try OfflineWorld(folder: folder)
        defer { world.stop() }
        let client = Client(provider: world.offlineProvider())
        await world.goOffline()
        await #expect(throws: ServiceProviderError.offline, "the provider's own failure") { try await client.social.follow(userId: "1101") }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}

/// Every state the client's offline stream publishes, and the outcomes it reports in order.
private actor OutcomeRecorder {
    private(set) var latest = OfflineWritesState()
    private(set) var finished: [OfflineWriteOutcome] = []

    init(_ stream: AsyncStream<OfflineWritesState>) {
        Task { await self.read(stream) }
    }

    private func read(_ stream: AsyncStream<OfflineWritesState>) async {
        for await state in stream {
            if let outcome = state.lastOutcome, outcome != latest.lastOutcome { finished.append(outcome) }
            latest = state
        }
    }

    /// Waits up to 30 s until the latest state has no write waiting and `count` outcomes came.
    func waitUntil(outcomes count: Int) async -> Bool {
        for _ in 0..<3000 {
            if latest.pending.isEmpty && finished.count >= count { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return false
    }
}

extension OfflineWriteOutcome {
    var write: PendingOfflineWrite {
        switch self {
        case .sent(let write), .alreadyApplied(let write), .rejected(let write, _): write
        }
    }

    /// `sent follow(userId: "1101")`, or the case name alone for writes with long values.
    var kind: String {
        let verb = switch self { case .sent: "sent"; case .alreadyApplied: "already"; case .rejected: "rejected" }
        switch write.write {
        case .follow, .unfollow, .favourite, .unfavourite: return "\(verb) \(write.write)"
        case .notificationSettings: return "\(verb) notificationSettings"
        case .chatMessage: return "\(verb) chatMessage"
        case .consent: return "\(verb) consent"
        case .profile: return "\(verb) profile"
        }
    }
}
