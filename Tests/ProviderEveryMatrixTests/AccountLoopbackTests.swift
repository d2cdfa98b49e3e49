import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Limits, password reset, registration form, histories and favourites over a real
/// `URLSessionTransport` to a 127.0.0.1 server answering the fixtures.
@Suite struct AccountLoopbackTests {
    private func json(_ data: Data) -> NSDictionary? { try? JSONSerialization.jsonObject(with: data) as? NSDictionary }

    @Test func limitCallsOverTheWire() async throws {
        let limitId = "9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b"
        let loopback = try await EveryMatrixLoopback([
            "GET /v1/player/7014240/limits/monetary": .fixture("api/limits-monetary.json"),
            "POST /v1/player/7014240/limits/monetary": .fixture("api/limits-monetary-set-error.json", status: 400),
            "PUT /v1/player/7014240/limits/monetary/\(limitId)": .fixture("api/limits-monetary-update.json"),
            "DELETE /v1/player/7014240/limits/monetary/\(limitId)": .fixture("api/limits-empty.json"),
            "PUT /v1/player/7014240/limits/session": .fixture("api/limits-empty.json"),
        ])
        defer { loopback.stop() }
        let rg = Client(provider: loopback.provider).responsibleGaming
        let xaf = { (amount: Decimal) in Money(amount: amount, currency: "XAF") }

        let limits = try await rg.limits()
        #expect(limits.map(\.amount) == [xaf(100_000), xaf(25_000)])
        await assertThrows(.vendor(code: "LimitAlreadyExists", message: "A limit of this type and period already exists.")) {
            try await rg.setLimit(GamblingLimitRequest(kind: .deposit, period: .monthly, amount: xaf(50_000)))
        }
        let changed = try await rg.changeLimit(id: limitId, amount: xaf(30_000), skipCoolOff: true)
        #expect(changed.amount == xaf(30_000))
        try await rg.removeLimit(id: limitId, skipCoolOff: true)
        try await rg.timeOut(.days7)

        let requests = loopback.requests
        // The change reads the limits first: its body names no currency, so it must be the limit's.
        #expect(requests.map { "\($0.method) \($0.path)" } == [
            "GET /v1/player/7014240/limits/monetary", "POST /v1/player/7014240/limits/monetary", "GET /v1/player/7014240/limits/monetary",
            "PUT /v1/player/7014240/limits/monetary/\(limitId)", "DELETE /v1/player/7014240/limits/monetary/\(limitId)",
            "PUT /v1/player/7014240/limits/session",
        ])
        #expect(requests.map { $0.header("x-sessionid") } == Array(repeating: "SID", count: 6))
        #expect(requests.map { $0.header("x-session-type") } == Array(repeating: "others", count: 6))
        #expect(json(requests[1].body) == json(try Fixture.data("api/limits-monetary-set.request.json")))
        #expect(json(requests[3].body) == json(try Fixture.data("api/limits-monetary-update.request.json")))
        #expect(requests[4].query == "skipCoolOff=true")
        #expect(json(requests[5].body) == json(try Fixture.data("api/limits-session-timeout.request.json")))
    }

    @Test func passwordResetAndRegistrationFormOverTheWire() async throws {
        let loopback = try await EveryMatrixLoopback([
            "POST /v1/player/resetPasswordByMobilePhone": .fixture("api/reset-password-by-mobile.json"),
            "POST /v1/player/resetPasswordByMobilePhone/validate": .fixture("api/reset-password-validate-error.json", status: 400),
            "POST /v1/player/ResetPasswordByHashKey": .fixture("api/reset-password-by-hash-key.json"),
            "GET /v1/player/legislation/registration/config": .fixture("api/registration-config.json"),
        ], signedIn: false)
        defer { loopback.stop() }
        let account = Client(provider: loopback.provider).account

        let challenge = try await account.requestPasswordReset(phone: PhoneNumber(prefix: "+237", number: "690000000"))
        #expect(challenge.token == "00000000-0000-4000-8000-00000000a001")
        await assertThrows(.validation(fields: [.init(field: "code", code: "INVALID", message: "The validation code is not valid.")])) {
            try await account.confirmPasswordReset(challenge, code: "000000")
        }
        try await account.resetPassword(PasswordReset(key: PasswordResetKey(value: "hash-key-placeholder"), newPassword: "password-placeholder"))
        let fields = try await account.registrationFields()
        #expect(fields.count == 7)

        let requests = loopback.requests
        #expect(requests[0].query == "mobileNumber=690000000&mobilePrefix=%2B237")
        #expect(requests[0].body == Data())
        #expect(requests[1].query == "tokenId=00000000-0000-4000-8000-00000000a001&validationCode=000000")
        #expect(json(requests[2].body) == json(try Fixture.data("api/reset-password-by-hash-key.request.json")))
        #expect(requests.map { $0.header("x-sessionid") } == [nil, nil, nil, nil])
    }

    @Test func historiesAndFavouritesOverTheWireIncludingADeleteBody() async throws {
        let loopback = try await EveryMatrixLoopback([
            "GET /v1/player/7014240/transactions/banking": .fixture("api/transactions-banking.json"),
            "GET /v1/player/7014240/transactions/wagering": .fixture("api/transactions-wagering.json"),
            "GET /user-data-service/v1/favorite/events/4093/7014240": .fixture("api/favorites.json"),
            "POST /user-data-service/v1/favorite/events": .fixture("api/favorites-add.json"),
            "DELETE /user-data-service/v1/favorite/events": .fixture("api/favorites-remove.json"),
        ])
        defer { loopback.stop() }
        let client = Client(provider: loopback.provider)
        let page = try await client.payments.transactions(TransactionQuery(from: accountTestNow.addingTimeInterval(-179 * 86_400), to: accountTestNow))
        #expect(page.items.count == 5)
        #expect(page.hasMore)
        let listed = try await client.events.favouriteEventIds()
        let added = try await client.events.addFavouriteEvent(id: "292417803521852928")
        let left = try await client.events.removeFavouriteEvent(id: "292417803521814528")
        #expect([listed.count, added.count, left.count] == [3, 4, 3] as [Int])

        let requests = loopback.requests
        #expect(requests[0].query == "startDate=2025-08-17&endDate=2026-02-12&page=1")
        #expect(requests[1].query == "startDate=2025-08-17&endDate=2026-02-12&page=1")
        for favourite in requests[2...] {
            #expect(favourite.header("x-sessionid") == "SID")
            #expect(favourite.header("userid") == "7014240")
            #expect(favourite.header("x-operatorid") == "4093")
        }
        #expect(json(requests[3].body) == json(try Fixture.data("api/favorites-add.request.json")))
        #expect(requests[4].method == "DELETE")
        #expect(json(requests[4].body) == json(try Fixture.data("api/favorites-remove.request.json")), "the DELETE's body reached the server")
    }
}
