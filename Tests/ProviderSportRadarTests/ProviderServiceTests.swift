import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The provider's capabilities end to end over a stub transport.
struct ProviderServiceTests {
    static let routes = [
        "/ps/ips/getBalance": "getBalance", "/ps/ips/getDepositMethods": "getPayments", "/ps/ips/processDeposit": "processDeposit",
        "/ps/ips/checkPaymentStatus": "checkPaymentStatus", "/ps/ips/getWithdrawalMethods": "getWithdrawalMethods",
        "/ps/ips/processWithdrawal": "processWithdrawal", "/ps/ips/getTransactionHistoryByCurrency": "getTransactionsHistory",
        "/ps/ips/getUserDocuments": "getUserDocuments", "/ps/ips/uploadUserDocument": "uploadUserDocument",
        "/ps/ips/uploadMultiUserDocument": "uploadUserDocument", "/api/betting/fo/betslip": "placeBets",
        "/api/betting/fo/bet/calculate": "calculatePotentialReturn", "/api/cashout/fo/cashout/98765432.10/calculate": "calculateCashout",
        "/api/cashout/fo/cashout/98765432.10": "cashoutBet", "/api/betting/fo/bets": "getBetHistory-resolved",
        "/ps/ips/cancelWithdrawal": "cancelWithdrawal",
    ]

    @Test func depositSendsTheVendorAmountAndLocale() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        let session = try await provider.payments.deposit(DepositRequest(methodId: "ADYEN_ALL", amount: Money(amount: 20, currency: "EUR")))
        #expect(session.paymentId == "5501234")
        #expect(transport.requests[0].url?.query == "paymentMethod=ADYEN_ALL&amount=20.0&option=DROP_IN&locale=fr-FR&requestedBonusPlanId=NONE&channel=iOS&threeDSNative=true&sessionKey=session-key-placeholder")
        let status = try await provider.payments.paymentStatus(paymentId: "5501234")
        #expect(status.status == .completed)
        #expect(SportRadarPaymentsService.amountText(dec("12.5")) == "12.5")
    }

    @Test func depositBelowMinimumAndInsufficientFundsAreTyped() async throws {
        let transport = TestConfig.router(["/ps/ips/processDeposit": "processDeposit-AMOUNT_BELOW_MIN",
                                           "/ps/ips/processWithdrawal": "processWithdrawal-INSUFFICIENT_FUND",
                                           "/ps/ips/getWithdrawalMethods": "getWithdrawalMethods"])
        let provider = await TestConfig.signedIn(transport: transport)
        await #expect(throws: ServiceProviderError.limitExceeded(message: "The amount is below the minimum.")) {
            _ = try await provider.payments.deposit(DepositRequest(methodId: "ADYEN_ALL", amount: Money(amount: 1, currency: "EUR")))
        }
        await #expect(throws: ServiceProviderError.insufficientFunds(message: "Your withdrawable balance is too low.")) {
            _ = try await provider.payments.withdraw(WithdrawalRequest(methodId: "ADYEN_BP_BANKTRF", amount: Money(amount: 5000, currency: "EUR")))
        }
        // The methods list, then one withdrawal: payments are never retried.
        #expect(transport.requests.map { $0.url?.path ?? "" } == ["/ps/ips/processDeposit", "/ps/ips/getWithdrawalMethods", "/ps/ips/processWithdrawal"])
    }

    @Test func withdrawalCancelAndHistory() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        let withdrawal = try await provider.payments.withdraw(WithdrawalRequest(methodId: "ADYEN_BP_BANKTRF", amount: Money(amount: 50, currency: "EUR")))
        #expect(withdrawal == Withdrawal(id: "5509876", status: .pending, amount: Money(amount: 50, currency: "EUR")))
        try await provider.payments.cancelWithdrawal(id: "5509876")
        let query = TransactionQuery(from: TestConfig.utc(2025, 3, 1), to: TestConfig.utc(2025, 3, 31, 23, 59, 59), kinds: [.deposit],
                                     page: PageRequest(page: 1, pageSize: 6))
        let page = try await provider.payments.transactions(query)
        #expect(page.items.count == 6)
        #expect(page.hasMore)
        #expect(page.next == PageRequest(page: 2, pageSize: 6))
        #expect(transport.requests[3].url?.query == "startDateTime=2025-03-01T00:00:00&endDateTime=2025-03-31T23:59:59&tranType=DEPOSIT&pageNum=1&pageSize=6&sessionKey=session-key-placeholder")
        #expect(try await provider.payments.withdrawalMethods().count == 1)
        #expect(try await provider.payments.depositMethods().map(\.id) == ["ADYEN_ALL"])
    }

    @Test func uploadStreamsAFileWithProgress() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sr-upload-\(UUID().uuidString).pdf")
        let content = Data(repeating: 0x25, count: 300_000)
        try content.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let upload = DocumentUpload(type: .passport, files: [.init(filename: "passport.pdf", contentType: "application/pdf", source: .file(file))],
                                    documentNumber: "12AB34", expiryDate: DateComponents(year: 2030, month: 1, day: 31))
        var events: [DocumentUploadEvent] = []
        for try await event in provider.documents.upload(upload) { events.append(event) }
        let request = try #require(transport.requests.first)
        let body = try #require(request.httpBody)
        #expect(events.last == .completed)
        guard case .progress(let progress)? = events.first else { Issue.record("no progress"); return }
        #expect(progress.sentBytes == Int64(body.count))
        #expect(progress.totalBytes == Int64(body.count))
        #expect(request.value(forHTTPHeaderField: "Content-Length") == String(body.count))
        let text = String(decoding: body, as: UTF8.self)
        #expect(text.contains("name=\"documentType\"\r\n\r\nPASSPORT\r\n"))
        #expect(text.contains("name=\"expiryDate\"\r\n\r\n2030-01-31\r\n"))
        #expect(text.contains("name=\"documentNumber\"\r\n\r\n12AB34\r\n"))
        #expect(text.contains("name=\"file\"; filename=\"passport.pdf\"\r\nContent-Type: application/pdf\r\n\r\n"))
        #expect(body.range(of: content) != nil)
        #expect(request.url?.path == "/ps/ips/uploadUserDocument")
    }

    @Test func severalFilesUseTheMultiUpload() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        let upload = DocumentUpload(type: .identityCard, files: [
            .init(filename: "front.jpg", contentType: "image/jpeg", source: .data(Data("front".utf8))),
            .init(filename: "back.jpg", contentType: "image/jpeg", source: .data(Data("back".utf8))),
        ])
        var events: [DocumentUploadEvent] = []
        for try await event in provider.documents.upload(upload) { events.append(event) }
        #expect(events == [.completed])
        let text = String(decoding: try #require(transport.requests.first?.httpBody), as: UTF8.self)
        #expect(transport.requests.first?.url?.path == "/ps/ips/uploadMultiUserDocument")
        #expect(text.contains("name=\"files\"; filename=\"front.jpg\""))
        #expect(text.contains("name=\"files\"; filename=\"back.jpg\""))
    }

    @Test func rejectedUploadFailsTheStream() async throws {
        let provider = await TestConfig.signedIn(transport: TestConfig.router(["/ps/ips/uploadUserDocument": "uploadUserDocument-INVALID_FILE_FORMAT"]))
        let upload = DocumentUpload(type: .passport, files: [.init(filename: "p.exe", contentType: "application/octet-stream", source: .data(Data([1])))])
        await #expect(throws: ServiceProviderError.self) {
            for try await _ in provider.documents.upload(upload) {}
        }
    }

    @Test func placeBetAndCashout() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        let request = BetPlacementRequest(slip: PoseidonMapperTests.slip, reference: "ref-42", oddsChangePolicy: .acceptAny)
        let bet = try await provider.betting.placeBet(request)
        #expect(bet.id == "98765432.10")
        #expect(bet.reference == "ref-42")
        let sent = try #require(transport.requests.first)
        #expect(try JSONSerialization.jsonObject(with: try #require(sent.httpBody)) as? NSDictionary
                == JSONSerialization.jsonObject(with: Fixture.data("placeBets-request")) as? NSDictionary)
        let potential = try await provider.betting.potentialReturn(PoseidonMapperTests.slip)
        #expect(potential.potentialReturn == Money(amount: 179, currency: "EUR"))
        let offer = try await provider.betting.cashoutOffer(betId: "98765432.10")
        #expect(offer.amount == Money(amount: dec("12.4"), currency: "EUR"))
        #expect(try await provider.betting.cashout(offer) == .completed(payout: offer.amount))
        let settled = try await provider.betting.bets(BetHistoryQuery(filter: .settled))
        #expect(settled.items.map(\.status) == [.won, .lost])
        #expect(settled.hasMore == false)
        #expect(settled.next == nil)
    }

    /// A system size the vendor's allowed types do not list (3 legs: only doubles) is refused
    /// after asking them, and nothing is placed.
    @Test func aSystemSizeTheVendorDoesNotOfferIsRefused() async throws {
        let transport = TestConfig.router(Self.routes.merging(["/allowedBetTypesWithCalculation": "allowedBetTypesWithCalculation"]) { $1 })
        let provider = await TestConfig.signedIn(transport: transport)
        var system = PoseidonMapperTests.slip
        system.type = .system(size: 1)
        await #expect(throws: ServiceProviderError.invalidRequest(message: "The bookmaker offers no system of 1 for these selections.")) {
            try await provider.betting.placeBet(BetPlacementRequest(slip: system))
        }
        #expect(transport.requests.map { $0.url?.path ?? "" } == ["/base/api/betting/fo/allowedBetTypesWithCalculation"])
        #expect(provider.features.contains(.systemBets))
    }

    @Test func theSameReferencePlacesOnceEvenWhenSubmittedConcurrently() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        let request = BetPlacementRequest(slip: PoseidonMapperTests.slip, reference: "double-tap")
        let bets = try await withThrowingTaskGroup(of: Bet.self) { group in
            for _ in 0..<5 { group.addTask { try await provider.betting.placeBet(request) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(bets.map(\.id)) == ["98765432.10"])
        let again = try await provider.betting.placeBet(request)
        #expect(again.id == "98765432.10")
        #expect(transport.requests.filter { $0.url?.path.hasSuffix("/api/betting/fo/betslip") == true }.count == 1)
        _ = try await provider.betting.placeBet(BetPlacementRequest(slip: PoseidonMapperTests.slip, reference: "another"))
        #expect(transport.requests.filter { $0.url?.path.hasSuffix("/api/betting/fo/betslip") == true }.count == 2)
    }

    @Test func aFailedPlacementCanBeTriedAgainWithTheSameReference() async throws {
        let failures = Locked(1)
        let transport = StubTransport { request in
            let path = request.url?.path ?? ""
            if path.hasSuffix("/api/betting/fo/betslip"), failures.withLock({ value -> Bool in defer { value -= 1 }; return value > 0 }) {
                return .json("{}", status: 503)
            }
            guard let name = Self.routes.first(where: { path.hasSuffix($0.key) })?.value else { return .json("{}", status: 404) }
            return .data(try Fixture.data(name))
        }
        let provider = await TestConfig.signedIn(transport: transport)
        let request = BetPlacementRequest(slip: PoseidonMapperTests.slip, reference: "retry-me")
        await #expect(throws: ServiceProviderError.self) { try await provider.betting.placeBet(request) }
        #expect(try await provider.betting.placeBet(request).id == "98765432.10")
    }

    @Test func theBalanceAndTheCashbackBalanceAreRequestedAtTheSameTime() async throws {
        let stub = StubTransport { request in
            let path = request.url?.path ?? ""
            if path.hasSuffix("/getBalance") { return .data(try Fixture.data("getBalance")) }
            return .json(#"{"status":"SUCCESS","balance":"2.50"}"#)
        }
        let rendezvous = RendezvousTransport(wrapping: stub, expected: 2) { request in
            let path = request.url?.path ?? ""
            return path.hasSuffix("/getBalance") || path.hasSuffix("/getSportRadarReportedCashbackBalance")
        }
        let provider = await TestConfig.signedIn(transport: rendezvous)
        let wallet = try await provider.wallet.balance()
        #expect(rendezvous.allArrivedTogether, "the two balances were requested one after the other")
        #expect(wallet.primary?.cashback == Money(amount: dec("2.5"), currency: "EUR"))
    }

    @Test func anUnknownEventIsNotFound() async throws {
        let notFound = TestConfig.provider(transport: StubTransport(.data(try Fixture.data("error-CONTENT_NOT_FOUND"), status: 404)))
        await #expect(throws: ServiceProviderError.notFound) { _ = try await notFound.events.event(id: "nope") }
    }
}
