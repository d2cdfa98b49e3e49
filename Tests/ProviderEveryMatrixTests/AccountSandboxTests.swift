import Foundation
import Testing
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Limits, reset, registration form, histories and favourites against the in-process sandbox.
@Suite struct AccountSandboxTests {
    private func signedInClient() async throws -> Client {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "+237600000001", password: "1234"))
        return client
    }

    @Test func limitsKeepState() async throws {
        let rg = try await signedInClient().responsibleGaming
        let xaf = { (amount: Decimal) in Money(amount: amount, currency: "EUR") }  // the sandbox serves its XAF recordings in the wallet's EUR
        let before = try await rg.limits()
        #expect(before.map(\.kind) == [.deposit, .wagering])

        let set = try await rg.setLimit(GamblingLimitRequest(kind: .deposit, period: .monthly, amount: xaf(50_000)))
        #expect([set.kind, set.period, set.amount] as [AnyHashable] == [GamblingLimitKind.deposit, GamblingLimitPeriod.monthly, xaf(50_000)])
        await assertThrows(.vendor(code: "LimitAlreadyExists", message: "A limit of this type and period already exists.")) {
            try await rg.setLimit(GamblingLimitRequest(kind: .deposit, period: .monthly, amount: xaf(60_000)))
        }
        let changed = try await rg.changeLimit(id: set.id, amount: xaf(40_000), skipCoolOff: true)
        #expect(changed.amount == xaf(40_000))
        try await rg.removeLimit(id: before[0].id, skipCoolOff: false)
        let after = try await rg.limits()
        #expect(after.map(\.id) == [before[1].id, set.id])
        #expect(after.last?.amount == xaf(40_000))
        try await rg.timeOut(.hours24)
        try await rg.selfExclude(.permanent)
    }

    @Test func passwordResetFlow() async throws {
        let account = Client(provider: EveryMatrixSandbox.makeProvider()).account
        let challenge = try await account.requestPasswordReset(phone: PhoneNumber(prefix: "+237", number: "690000000"))
        await assertThrows(.validation(fields: [.init(field: "code", code: "INVALID", message: "The validation code is not valid.")])) {
            try await account.confirmPasswordReset(challenge, code: "999999")
        }
        let key = try await account.confirmPasswordReset(challenge, code: EveryMatrixSandbox.passwordResetCode)
        try await account.resetPassword(PasswordReset(key: key, newPassword: "5678"))
        let fields = try await account.registrationFields()
        #expect(fields.first?.name == "Mobile")
    }

    @Test func historiesAndFavouritesKeepState() async throws {
        let client = try await signedInClient()
        let page = try await client.payments.transactions(TransactionQuery(from: Date(timeIntervalSince1970: 1_760_000_000),
                                                                           to: Date(timeIntervalSince1970: 1_770_000_000)))
        #expect(page.items.count == 5)

        let start = try await client.events.favouriteEventIds()
        #expect(start.count == 3)
        let added = try await client.events.addFavouriteEvent(id: "292417803521852928")
        #expect(added == start + ["292417803521852928"])
        let removed = try await client.events.removeFavouriteEvent(id: start[0])
        #expect(removed == Array(start.dropFirst()) + ["292417803521852928"])
        let listed = try await client.events.favouriteEventIds()
        #expect(listed == removed)
    }
}
