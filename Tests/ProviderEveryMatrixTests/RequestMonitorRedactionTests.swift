import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The request monitor an app installs never receives the session id or the password.
@Suite struct RequestMonitorRedactionTests {
    @Test func sessionIdAndPasswordNeverReachTheMonitor() async throws {
        let transport = try playerStub(["/balance": .data(try Fixture.playerResponse("Get balance"))])
        let lines = Locked<[String]>([])
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: transport,
                                           monitor: ConsoleEventMonitor { line in lines.withLock { $0.append(line) } },
                                           sleep: VirtualSleeper().sleep)
        _ = try await provider.account.login(LoginCredentials(username: "+237600000001", password: "s3cret-P@ss"))
        _ = try await provider.wallet.balance()
        let log = lines.withLock { $0 }.joined(separator: "\n")
        #expect(log.contains("/v2/player/7014240/balance"), "\(log)")
        #expect(log.lowercased().contains("x-sessionid: <redacted>"), "\(log)")
        #expect(!log.contains("00000000-0000-4000-8000-000000000001"), "the session id leaked:\n\(log)")
        #expect(!log.contains("s3cret-P@ss"), "the password leaked:\n\(log)")
    }
}
