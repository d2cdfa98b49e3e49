import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTooling

/// The written contract of ``Connectivity`` (its doc comment), checked the same way on every
/// implementation this platform can run: a stream opens with the status now, yields changes and
/// no repeats, streams are independent, and a consumer leaving ends only its own.
enum ConnectivityContract {
    /// Reads the first `count` statuses of `stream`, failing after 30 s (a starved machine) instead of hanging.
    static func first(_ count: Int, of stream: AsyncStream<ConnectivityStatus>) async -> [ConnectivityStatus] {
        await withTaskGroup(of: [ConnectivityStatus]?.self) { group in
            group.addTask {
                var seen: [ConnectivityStatus] = []
                for await status in stream {
                    seen.append(status)
                    if seen.count == count { break }
                }
                return seen
            }
            group.addTask {
                try? await Task.sleep(nanoseconds: 30_000_000_000)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? []
        }
    }

    /// Checks `connectivity`, which is online now; `goOffline` and `goOnline` change the world it watches.
    static func check(_ connectivity: any Connectivity, goOffline: @Sendable () async -> Void, goOnline: @Sendable () async -> Void) async {
        // A consumer that leaves after the first status: the others go on.
        let leaving = await first(1, of: connectivity.statuses())
        #expect(leaving == [.online], "a stream opens with the status now")
        let one = connectivity.statuses(), two = connectivity.statuses()
        async let firstSeen = first(4, of: one)
        async let secondSeen = first(4, of: two)
        // Each stream's opening status is read before the world changes.
        try? await Task.sleep(nanoseconds: 200_000_000)
        await goOffline()
        try? await Task.sleep(nanoseconds: 200_000_000)
        await goOnline()
        try? await Task.sleep(nanoseconds: 200_000_000)
        await goOffline()
        let (a, b) = await (firstSeen, secondSeen)
        #expect(a == [.online, .offline, .online, .offline], "every change, never a repeat")
        #expect(b == a, "every open stream sees every change")
    }
}

@Suite(.timeLimit(.minutes(3))) struct ConnectivityContractTests {
    @Test func manualConnectivityKeepsTheContract() async {
        let connectivity = ManualConnectivity()
        await ConnectivityContract.check(connectivity, goOffline: {
            connectivity.set(.offline)
            connectivity.set(.offline)  // a repeat is no change
        }, goOnline: { connectivity.set(.online) })
    }

    @Test func aProbeKeepsTheContractOverAScriptedNetwork() async {
        let network = ScriptedNetwork()
        let probe = ReachabilityProbe(url: URL(string: "https://vendor.invalid/")!, interval: 0.02, transport: network)
        await ConnectivityContract.check(probe, goOffline: { network.isUp.withLock { $0 = false } },
                                         goOnline: { network.isUp.withLock { $0 = true } })
        #expect(network.methods.withLock { Set($0) } == ["HEAD"])
    }

    /// Any HTTP answer is online, even an error status; a closed port is offline.
    @Test func aProbeOverTheRealTransportReadsAnyAnswerAsOnline() async throws {
        let server = try LoopbackHTTPServer { _, writer in writer.respond(LoopbackHTTPResponse(status: 404)) }
        let probe = ReachabilityProbe(url: server.baseURL, interval: 0.1, timeout: 2)
        var statuses = probe.statuses().makeAsyncIterator()
        #expect(await statuses.next() == .online)
        #expect(server.requests.first?.method == "HEAD")
        server.stop()
        #expect(await statuses.next() == .offline)
    }
}

/// A network a test switches on and off: up, every request gets a 200; down, `notConnectedToInternet`.
private final class ScriptedNetwork: HTTPTransport {
    let isUp = Locked(true)
    let methods = Locked<[String]>([])

    func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse) {
        methods.withLock { $0.append(request.urlRequest.httpMethod ?? "GET") }
        guard isUp.withLock({ $0 }), let url = request.urlRequest.url,
              let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil) else {
            throw URLError(.notConnectedToInternet)
        }
        return (Data(), response)
    }
}
