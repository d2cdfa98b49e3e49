import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider

@Suite("Pipeline: session lease")
struct SessionLeaseStepTests {
    let cache = ResponseCache()

    private func signing(_ log: StepLog<String?>) -> (Credentials?) throws(ServiceProviderError) -> SignedRequest {
        { credentials throws(ServiceProviderError) in
            log.append(credentials?.accessToken)
            return PipelineFixture.signed(credentials: credentials)
        }
    }

    @Test func aCallThatNeedsNoSessionIsSignedWithNothing() async throws {
        let signed = StepLog<String?>()
        let step = SessionLeaseStep(session: nil, cache: cache)
        _ = try await step.run(PipelineCall(needsLease: false), trace: nil, sign: signing(signed)) { _ throws(RequestFailure) in
            PipelineFixture.answer()
        }
        #expect(signed.all == [nil])
    }

    @Test func withoutASessionACallThatNeedsOneIsRefusedUnsigned() async {
        let signed = StepLog<String?>()
        let step = SessionLeaseStep(session: nil, cache: cache)
        await #expect(throws: RequestFailure.self) {
            _ = try await step.run(PipelineCall(needsLease: true), trace: nil, sign: signing(signed)) { _ throws(RequestFailure) in
                PipelineFixture.answer()
            }
        }
        #expect(signed.all.isEmpty)
    }

    @Test func a401IsAnsweredByOneRefreshAndTheCallSignedAgain() async throws {
        let refreshes = Counter()
        let session = SessionStore(refresher: { _ throws(ServiceProviderError) in
            refreshes.increment()
            return Credentials(accessToken: "fresh", userId: "u")
        })
        await session.signIn(Credentials(accessToken: "stale", userId: "u"), persist: false)
        let signed = StepLog<String?>()
        let step = SessionLeaseStep(session: session, cache: cache)
        let response = try await step.run(PipelineCall(needsLease: true), trace: nil, sign: signing(signed)) { request throws(RequestFailure) in
            guard request.credentials?.accessToken == "fresh" else { throw RequestFailure(.unauthorized, status: 401) }
            return PipelineFixture.answer()
        }
        #expect(response.head.statusCode == 200)
        #expect(signed.all == ["stale", "fresh"])
        #expect(refreshes.count == 1)
    }

    @Test func aSecond401IsTheAnswer() async {
        let refreshes = Counter()
        let session = SessionStore(refresher: { _ throws(ServiceProviderError) in
            Credentials(accessToken: "fresh-\(refreshes.increment())", userId: "u")
        })
        await session.signIn(Credentials(accessToken: "stale", userId: "u"), persist: false)
        let signed = StepLog<String?>()
        let step = SessionLeaseStep(session: session, cache: cache)
        await #expect(throws: RequestFailure.self) {
            _ = try await step.run(PipelineCall(needsLease: true), trace: nil, sign: signing(signed)) { _ throws(RequestFailure) in
                throw RequestFailure(.unauthorized, status: 401)
            }
        }
        #expect(signed.all == ["stale", "fresh-1"])
        #expect(refreshes.count == 1)
    }

    @Test func a401OnARequestThatCarriedNoCredentialsIsNotARefusedSession() async {
        let session = SessionStore(refresher: { _ throws(ServiceProviderError) in
            Issue.record("no refresh for a request sent without the session")
            return Credentials(accessToken: "fresh")
        })
        let signed = StepLog<String?>()
        let step = SessionLeaseStep(session: session, cache: cache)
        await #expect(throws: RequestFailure.self) {
            _ = try await step.run(PipelineCall(needsLease: false), trace: nil, sign: signing(signed)) { _ throws(RequestFailure) in
                throw RequestFailure(.unauthorized, status: 401)
            }
        }
        #expect(signed.all == [nil])
    }

    @Test func anEndedSessionIsExpiredAndItsCachedAnswersGo() async throws {
        let session = SessionStore()
        await session.signIn(Credentials(accessToken: "token", userId: "u"), persist: false)
        await cache.store(Data("{}".utf8), response: PipelineFixture.head(200), for: "cached", ttl: 60)
        let step = SessionLeaseStep(session: session, cache: cache)
        await #expect(throws: RequestFailure.self) {
            _ = try await step.run(PipelineCall(needsLease: true), trace: nil, sign: signing(StepLog())) { _ throws(RequestFailure) in
                throw RequestFailure(.sessionExpired, status: 200)
            }
        }
        #expect(await session.current == nil)
        #expect(await cache.value(for: "cached") == nil)
    }

    @Test func theBodyFileIsRemovedOnceTheCallIsOver() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lease-step-\(UUID().uuidString)")
        try Data("body".utf8).write(to: file)
        let step = SessionLeaseStep(session: nil, cache: cache)
        _ = try await step.run(PipelineCall(needsLease: false), trace: nil, sign: { _ throws(ServiceProviderError) in
            var request = PipelineFixture.signed()
            request.transportRequest.bodyFileURL = file
            return request
        }) { _ throws(RequestFailure) in
            #expect(FileManager.default.fileExists(atPath: file.path))
            return PipelineFixture.answer()
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}
