import Foundation
import ServicesProvider

/// What every SportRadar service shares: one session, and the executors for Omega, Poseidon
/// content (no auth) and Poseidon betting (launch token + business-unit headers).
struct SportRadarContext: Sendable {
    let configuration: SportRadarConfiguration
    let session: SessionStore
    let omega: RequestExecutor
    let content: RequestExecutor
    let betting: RequestExecutor
    /// Makes the client reference idempotent on the device (the vendor's slip has no field for it).
    let placements = PlacementLedger()

    static let providerName = "SportRadar"
    /// Credentials attribute keeping the account currency from the login.
    static let currencyAttribute = "currency"

    init(configuration: SportRadarConfiguration, transport: any HTTPTransport, session: SessionStore,
         monitor: (any RequestEventMonitor)?, sleep: @escaping SleepFunction) {
        self.configuration = configuration
        self.session = session
        func executor(_ base: URL, headers: [String: String], mapper: any ResponseErrorMapper) -> RequestExecutor {
            let config = RequestExecutor.Configuration(baseURL: base, defaultHeaders: headers, errorMapper: mapper)
            return RequestExecutor(configuration: config, transport: transport, session: session, monitor: monitor, sleep: sleep)
        }
        omega = executor(configuration.omegaBaseURL, headers: ["app-origin": "ios"], mapper: SportRadarOmegaErrorMapper())
        content = executor(configuration.poseidonBaseURL, headers: [:], mapper: SportRadarPoseidonErrorMapper())
        betting = executor(configuration.poseidonBaseURL,
                           headers: ["X-MGS-BusinessUnit": configuration.businessUnit, "X-MGS-Location": configuration.location],
                           mapper: SportRadarPoseidonErrorMapper())
    }

    /// The signed-in account's currency, or the configured default.
    func currency() async -> String {
        await session.current?.attributes[Self.currencyAttribute] ?? configuration.defaultCurrency
    }

    /// A content request for `type`/`id` in the configured language.
    func contentRequest(type: String, id: String) -> SportRadarPoseidonAPI {
        .content(SportRadarModels.ContentRequest(contentId: .init(type: type, id: id),
                                           clientContext: .init(language: configuration.language, ipAddress: "127.0.0.1")))
    }
}
