import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// One public method a probe calls, by name. Untyped `throws`: an array of typed-throws closures
/// crashes the Swift 6.3 compiler.
struct ProbeCall: Sendable {
    let name: String
    let run: @Sendable (ProbeSubject) async throws -> Void

    init(_ name: String, _ run: @escaping @Sendable (ProbeSubject) async throws -> Void) {
        self.name = name
        self.run = run
    }
}

/// What one call did: how it ended and what it sent meanwhile.
struct ProbeCallRecord {
    let name: String
    /// `nil` when the call returned.
    let error: ServiceProviderError?
    let requests: [SentRequest]
    /// EveryMatrix's topics and WebSocket calls.
    let live: [String]
    let timedOut: Bool

    /// Refused by the input rules (`.validation`, `.invalidRequest`) or not offered (`.notSupported`).
    var wasRefused: Bool {
        switch error {
        case .validation?, .invalidRequest?, .notSupported?: true
        default: false
        }
    }

    /// The sent requests' raw text and the live entries, for finding a marker anywhere.
    var everythingSent: [String] { requests.map(\.raw) + live }

    /// Runs `call` on `subject` (sequentially: what was sent meanwhile is the call's), giving up
    /// after `timeout` seconds (the sandboxes never time out, so `.timedOut` is the probe's).
    static func run(_ call: ProbeCall, on subject: ProbeSubject, timeout: Double = 20) async -> ProbeCallRecord {
        let before = subject.sentCount
        var error: ServiceProviderError?
        do {
            try await Deadline.run(timeout, sleep: taskSleep) { try await call.run(subject) }
        } catch let thrown {
            error = thrown
        }
        let timedOut = error == .timedOut
        let requests = Array(subject.recorder.requests.dropFirst(before.requests)).map(SentRequest.init)
        let live = Array(subject.live.withLock { $0 }.dropFirst(before.live))
        return ProbeCallRecord(name: call.name, error: error, requests: requests, live: live, timedOut: timedOut)
    }
}
