import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// An ``OfflineProvider`` answers every feature its wrapped provider declares (its account,
/// social and chat services forward each method they do not change), and declares no other.
@Suite(.timeLimit(.minutes(3))) struct OfflineProviderForwardingTests {
    @Test(arguments: ["EveryMatrix", "Goma", "SportRadar"])
    func everyFeatureOfTheWrappedSandboxStillAnswers(_ vendor: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offline-forwarding-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let base: any ServiceProvider = switch vendor {
        case "EveryMatrix": EveryMatrixSandbox.makeProvider()
        case "Goma": GomaSandbox.makeProvider()
        default: SportRadarSandbox.makeProvider()
        }
        let provider = OfflineProvider(wrapping: base, folder: folder, connectivity: ManualConnectivity())
        #expect(provider.features == base.features)
        #expect(provider.name == base.name)
        #expect(await CapabilityProbe.mismatches(on: Client(provider: provider)) == [])
    }
}
