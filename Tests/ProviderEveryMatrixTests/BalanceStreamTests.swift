import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The live balance: the information stream's fixture applied to a snapshot, once per posting.
@Suite struct BalanceStreamTests {
    static let snapshot = #"{"totalAmount":{"XAF":20450},"totalRealAmount":{"XAF":20450},"totalBonusAmount":{"XAF":0},"# +
        #""totalWithdrawableAmount":{"XAF":20450},"items":[{"type":"Real","amount":20450,"currency":"XAF"}]}"#

    private func xaf(_ amount: Decimal) -> Money { Money(amount: amount, currency: "XAF") }

    @Test func fixtureAppliesEachPostingOnceAndEndsOnSessionExpiration() throws {
        var parser = ServerSentEventParser()
        let updates = parser.consume(try Fixture.data("api/player-information-updates.sse.txt")).compactMap(EveryMatrixModelMapper.informationUpdate)
        #expect(updates.map(\.type) == ["BALANCE_UPDATE", "BALANCE_UPDATE_V2", "BALANCE_UPDATE", "BALANCE_UPDATE_V2", "BALANCE_UPDATE_V2", "SESSION_EXPIRATION"])
        var ledger = EveryMatrixBalanceLedger(snapshot: try JSONDecoder().decode(EveryMatrixModels.Balance.self, from: Data(Self.snapshot.utf8)))
        var totals: [Money?] = []
        for update in updates {
            if let balance = update.balance, ledger.apply(balance) { totals.append(ledger.wallet.primary?.total) }
        }
        #expect(totals == [xaf(18450), xaf(22650), xaf(24650)])
        let final = try #require(ledger.wallet.primary)
        #expect(final.bonus == xaf(2000))
        #expect(final.withdrawable == xaf(18450), "withdrawable never exceeds the real wallet")
        #expect(updates.last?.session?.exitReason == "Expired")
    }

    @Test func requestUsesThePlayerStreamHeaders() throws {
        let executor = makeProvider(StubTransport { _ in .json("{}") }).runtime.executor(.player)
        let request = try executor.makeRequest(for: EveryMatrixPlayerAPI.informationUpdates(user: SessionUser(id: "7014240")),
                                               credentials: Credentials(accessToken: "SID", userId: "7014240")).urlRequest
        #expect(request.url?.absoluteString == "https://player.test/v2/player/7014240/information/updates")
        for (name, value) in ["X-SessionId": "SID", "userId": "7014240", "X-Session-Type": "others", "Accept": "text/event-stream"] {
            #expect(request.value(forHTTPHeaderField: name) == value, "\(name)")
        }
    }

    @Test func streamYieldsSnapshotThenChangesAndExpiresTheSession() async throws {
        let body = try Fixture.data("api/player-information-updates.sse.txt")
        let transport = StubTransport { request in
            request.url?.path.hasSuffix("/balance") == true
                ? .json(Self.snapshot)
                : .response(status: 200, headers: ["Content-Type": "text/event-stream"], body: body)
        }
        let provider = makeProvider(transport)
        await provider.runtime.session.signIn(Credentials(accessToken: "SID", userId: "7014240"), persist: false)
        var events = provider.sessionEvents.makeAsyncIterator()
        _ = await events.next() // the current state
        var totals: [Money?] = []
        do {
            for try await wallet in provider.wallet.balanceUpdates() { totals.append(wallet.primary?.total) }
            Issue.record("the stream should end with sessionExpired")
        } catch {
            #expect(error == .sessionExpired)
        }
        // A slow consumer may skip older wallets (the newest is kept), never the last one, and
        // never sees a posting twice: what it got is in order, without repeats.
        let all = [xaf(20450), xaf(18450), xaf(22650), xaf(24650)]
        #expect(totals.last == xaf(24650))
        #expect(totals.compactMap { $0 } == all.filter { totals.contains($0) })
        let expired = await events.next()
        #expect(expired == .expired)
        let signedIn = await provider.isSignedIn
        #expect(!signedIn)
    }

    @Test func signedOutIsUnauthorized() async {
        let transport = StubTransport { _ in .json("{}") }
        do {
            for try await _ in makeProvider(transport).wallet.balanceUpdates() {}
            Issue.record("expected unauthorized")
        } catch {
            #expect(error == .unauthorized)
        }
        #expect(transport.requests.isEmpty)
    }
}
