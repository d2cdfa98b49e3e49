import Foundation
import ServicesProvider

/// The demo's offline moment, where the provider has a home page: the same provider wrapped in an
/// `OfflineProvider`, the home page read and saved, the network gone (by hand here; a path
/// monitor or a probe in an app), the home page shown from the device with its age, a follow kept
/// and sent once the network is back.
extension DemoFlow {
    /// How long the demo waits for the offline provider to act on a change it was told of.
    private var offlineWait: TimeInterval { 10 }

    func offline() async throws(ServiceProviderError) {
        guard client.supports(.homeLayout) else { return }
        section("Offline")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sportsbook-demo-offline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let connectivity = ManualConnectivity()
        let provider = OfflineProvider(wrapping: client.provider, folder: folder, connectivity: connectivity)
        let device = Client(provider: provider)
        let home = try await device.lastKnown(.homeLayout)
        line("Home page read and saved on the device: \(counted(home.value.widgets.count, "widget")).")

        connectivity.set(.offline)
        await waitUntil { await provider.connectivityStatus == .offline }
        let saved = try await device.lastKnown(.homeLayout)
        let origin = saved.isStale ? "from the device, saved \(counted(Int(saved.age()), "second")) ago" : "from the network"
        line("Offline, the home page \(origin): \(counted(saved.value.widgets.count, "widget")).")

        guard device.supports(.follows) else { return }
        let states = device.offlineWrites
        try await device.social.follow(userId: tipsterToFollowOffline)
        line("Followed player \(tipsterToFollowOffline) offline: kept on the device until the network is back.")
        connectivity.set(.online)
        let reader = Task { () -> OfflineWriteOutcome? in
            for await state in states where state.pending.isEmpty && state.lastOutcome != nil { return state.lastOutcome }
            return nil
        }
        let timer = Task {
            try? await Task.sleep(nanoseconds: UInt64(offlineWait * 1_000_000_000))
            reader.cancel()
        }
        defer { timer.cancel() }
        switch await reader.value {
        case .sent?: line("Back online: the follow was sent.")
        case .alreadyApplied?: line("Back online: the follow was already there.")
        case .rejected(_, let error)?: line("Back online: the follow was refused (\(error.localizedDescription)).")
        case nil: line("Back online: the follow is still waiting after \(counted(Int(offlineWait), "second")).")
        }
    }

    /// A tipster of the sandbox's ranking not followed yet.
    private var tipsterToFollowOffline: String { "1103" }

    private func waitUntil(_ condition: @Sendable () async -> Bool) async {
        let deadline = Date().addingTimeInterval(offlineWait)
        while Date() < deadline, await !condition() { try? await Task.sleep(nanoseconds: 10_000_000) }
    }
}
