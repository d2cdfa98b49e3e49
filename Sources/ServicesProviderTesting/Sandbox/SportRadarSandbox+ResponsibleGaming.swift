import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's responsible-gaming state: the written limits, over the fixtures' values.
struct SportRadarSandboxLimits: Sendable {
    /// `setPersonalDepositLimits?weeklyLimit=`.
    var weeklyDeposit: String?
    /// `updateWagerLimit?limit=`.
    var weeklyWager: String?
    /// `updateResponsibleGamingLimit`: `"TYPE|period"` → amount.
    var responsible: [String: Decimal] = [:]
}

/// The sandbox's limits, player locks, the payments and documents calls of the second pass.
/// A written limit replaces the one in force (and its pending change) in later reads; a limit of
/// zero is refused the way the vendor refuses it (`updateWagerLimit-rejected`).
extension SportRadarSandbox {
    static func registerResponsibleGaming(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {
        let limits = Locked(SportRadarSandboxLimits())
        registerLimitReads(on: transport, limits: limits)
        registerLimitWrites(on: transport, limits: limits)
        registerPaymentsAdditions(on: transport)
        registerDocumentsAdditions(on: transport)
    }

    private static func object(_ file: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: fixture(file))) as? [String: Any] ?? [:]
    }

    private static func reply(_ object: [String: Any]) -> StubTransport.Reply {
        .data((try? JSONSerialization.data(withJSONObject: object)) ?? Data("{}".utf8))
    }

    /// A positive amount with two decimals, as the vendor takes it.
    private static func limitAmount(_ text: String?) -> Decimal? {
        guard let text, let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), value > 0 else { return nil }
        return value
    }

    private static func registerLimitReads(on transport: SandboxTransport, limits: Locked<SportRadarSandboxLimits>) {
        transport.on(.get, "/ps/ips/getPersonalDepositLimits") { _ in
            var body = object("getPersonalDepositLimits.json")
            if let weekly = limits.withLock({ $0.weeklyDeposit }) {
                body["weeklyLimit"] = weekly
                body["hasPendingWeeklyLimit"] = "false"
                body["pendingWeeklyLimit"] = ""
                body["pendingWeeklyLimitEffectiveDate"] = ""
            }
            return reply(body)
        }
        transport.on(.get, "/ps/ips/getLimits") { _ in
            var body = object("getLimits.json")
            if let wager = limits.withLock({ $0.weeklyWager }) {
                body["wagerLimit"] = wager
                body.removeValue(forKey: "pendingWagerLimit")
            }
            return reply(body)
        }
        transport.on(.get, "/ps/ips/getResponsibleGamingLimit") { _ in
            var body = object("getResponsibleGamingLimit.json")
            let written = limits.withLock { $0.responsible }
            var rows = body["limits"] as? [[String: Any]] ?? []
            for (key, amount) in written.sorted(by: { $0.key < $1.key }) {
                let parts = key.split(separator: "|").map(String.init)
                let matches = { (row: [String: Any]) in
                    row["limitType"] as? String == parts[0] && (row["periodType"] as? String)?.lowercased() == parts[1]
                }
                rows.removeAll(where: matches)
                rows.append(["responsibleGamingLimitID": 7200 + rows.count, "partyID": 100234, "limitType": parts[0],
                             "periodType": parts[1] == "permanent" ? "Permanent" : "RollingWeekly",
                             "effectiveDate": "03-22-2025 10:00:00", "expiryDate": "", "limit": NSDecimalNumber(decimal: amount)])
            }
            body["limits"] = rows
            return reply(body)
        }
    }

    private static func registerLimitWrites(on transport: SandboxTransport, limits: Locked<SportRadarSandboxLimits>) {
        transport.on(.get, "/ps/ips/setPersonalDepositLimits") { request in
            guard let amount = request.queryValue("weeklyLimit"), limitAmount(amount) != nil else {
                return .data(fixture("updateWagerLimit-rejected.json"))
            }
            limits.withLock { $0.weeklyDeposit = amount }
            return .data(fixture("setPersonalDepositLimits.json"))
        }
        transport.on(.get, "/ps/ips/updateWagerLimit") { request in
            guard let amount = request.queryValue("limit"), limitAmount(amount) != nil else {
                return .data(fixture("updateWagerLimit-rejected.json"))
            }
            limits.withLock { $0.weeklyWager = amount }
            return .data(fixture("updateWagerLimit.json"))
        }
        transport.on(.get, "/ps/ips/updateResponsibleGamingLimit") { request in
            guard let type = request.queryValue("limitType"), let period = request.queryValue("periodType"),
                  let amount = limitAmount(request.queryValue("limit")) else {
                return .data(fixture("updateResponsibleGamingLimit-rejected.json"))
            }
            limits.withLock { $0.responsible[type + "|" + period.lowercased()] = amount }
            return .data(fixture("updateResponsibleGamingLimit.json"))
        }
        transport.on(.post, "/ps/ips/lockPlayer") { _ in .data(fixture("lockPlayer.json")) }
    }

    /// Pending withdrawals, cancelling a deposit, payout accounts, and the wallet step of a
    /// deposit: `paypal` redirects, any other method is authorised.
    private static func registerPaymentsAdditions(on transport: SandboxTransport) {
        transport.on(.post, "/ps/ips/prepareWithdrawal") { _ in .data(fixture("prepareWithdrawal.json")) }
        transport.on(.get, "/ps/ips/getPendingWithdrawals") { _ in .data(fixture("getPendingWithdrawals.json")) }
        transport.on(.post, "/ps/ips/cancelDeposit") { _ in .data(fixture("cancelDeposit.json")) }
        transport.on(.get, "/ps/ips/getPaymentInformation") { _ in .data(fixture("getPaymentInformation.json")) }
        transport.on(.post, "/ps/ips/addPaymentInformation") { _ in .data(fixture("addPaymentInformation.json")) }
        transport.on(.post, "/ps/ips/updatePayment") { request in
            .data(fixture(request.queryValue("type") == "paypal" ? "updatePayment-RedirectShopper.json" : "updatePayment-Authorised.json"))
        }
    }

    /// The identity-check token (`docType=UNKNOWN` fails as the vendor fails) and its review.
    private static func registerDocumentsAdditions(on transport: SandboxTransport) {
        transport.on(.get, "/ps/ips/generateToken") { request in
            .data(fixture(request.queryValue("docType") == "UNKNOWN" ? "generateToken-error.json" : "generateToken.json"))
        }
        transport.on(.get, "/ps/ips/checkDocumentation") { _ in .data(fixture("checkDocumentation.json")) }
    }
}
