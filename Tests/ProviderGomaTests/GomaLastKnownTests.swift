import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) import ProviderGoma

/// Chosen reads answer offline with their last answer, marked stale with its age, over the
/// loopback server answering as the Goma sandbox; the player's part goes at sign-out; a saved
/// copy this SDK cannot read is no copy.
@Suite(.timeLimit(.minutes(3))) struct GomaLastKnownTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("last-known-\(UUID().uuidString)")

    @Test func offlineTheLastAnswersComeBackMarkedStale() async throws {
        let world = try OfflineWorld(folder: folder)
        defer { world.stop() }
        let client = Client(provider: world.offlineProvider())
        try await world.signIn(client)
        let sports = try await client.lastKnown(.sports)
        let home = try await client.lastKnown(.homeLayout)
        #expect(sports.source == .network && !sports.isStale && sports.age() == 0)
        #expect(!sports.value.isEmpty && !home.value.widgets.isEmpty)

        await world.goOffline()
        let savedSports = try await client.lastKnown(.sports)
        let savedHome = try await client.lastKnown(.homeLayout)
        #expect(savedSports.value == sports.value)
        #expect(savedHome.value == home.value)
        guard case .device(let savedAt) = savedSports.source else { Issue.record("\(savedSports.source)"); return }
        #expect(savedSports.isStale)
        #expect(savedSports.age(at: savedAt.addingTimeInterval(90)) == 90)
        await #expect(throws: ServiceProviderError.offline, "nothing saved for it") {
            _ = try await client.lastKnown(.competitions(sport: .tennis))
        }
        try await world.goOnline()
        #expect(try await client.lastKnown(.sports).source == .network)
    }

    @Test func signingOutErasesThePlayersPartOnly() async throws {
        let world = try OfflineWorld(folder: folder)
        defer { world.stop() }
        let client = Client(provider: world.offlineProvider())
        try await world.signIn(client)
        _ = try await client.lastKnown(.sports)
        _ = try await client.lastKnown(.homeLayout)
        try await client.account.logout()
        await world.goOffline()
        #expect(try await client.lastKnown(.sports).isStale)
        await #expect(throws: ServiceProviderError.offline, "the player's home page went with them") {
            _ = try await client.lastKnown(.homeLayout)
        }
    }

    @Test func aSavedCopyThisSDKCannotReadIsNoCopy() async throws {
        let world = try OfflineWorld(folder: folder)
        defer { world.stop() }
        let client = Client(provider: world.offlineProvider())
        _ = try await client.lastKnown(.sports)
        let file = folder.appendingPathComponent("reads/shared/\(DurableFile.safeName("sports")).json")
        #expect(FileManager.default.fileExists(atPath: file.path))
        try Data(#"{"version":99,"savedAt":0,"value":"from a later SDK"}"#.utf8).write(to: file)
        await world.goOffline()
        // A relaunched app: no answer in any in-memory cache either.
        let relaunched = Client(provider: world.offlineProvider())
        await #expect(throws: ServiceProviderError.offline) { _ = try await relaunched.lastKnown(.sports) }
        #expect(!FileManager.default.fileExists(atPath: file.path), "removed, never misread")
        let dropped = try #require((relaunched.provider as? OfflineProvider)?.lastDroppedRead)
        #expect(dropped.read == "sports")
        #expect(dropped.problem == .newerVersion(99))
    }

    @Test func withoutAnOfflineProviderEveryReadIsTheVendors() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        let event = try #require(try await client.lastKnown(.liveBoard(sport: .football)).value.first)
        let page = try await client.lastKnown(.event(id: event.id))
        #expect(page.source == .network)
        #expect(page.value.id == event.id)
    }
}
