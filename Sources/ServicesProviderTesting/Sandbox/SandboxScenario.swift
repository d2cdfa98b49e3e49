import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Switches that make a sandbox misbehave the way real back ends do, for previews and UI tests.
public struct SandboxScenario: Sendable, Equatable {
    /// A fault to inject.
    public enum Fault: Sendable, Equatable {
        /// Answer HTTP 500.
        case serverError
        /// Answer HTTP 401 (as an expired or revoked session does).
        case unauthorized
        /// Fail with a timeout.
        case timeout
        /// Answer 200 with a body that is not valid JSON.
        case malformedBody
        /// Fail as if the device were offline.
        case offline
    }

    /// Delay before each answer, in seconds.
    public var latency: TimeInterval
    /// A fault for every request whose path contains `faultPathFilter` (all when `nil`).
    public var fault: Fault?
    /// Restricts `fault` to paths containing this text.
    public var faultPathFilter: String?
    /// After this many authenticated requests, the session expires (answers 401 or the
    /// vendor's expiry error from then on).
    public var sessionExpiresAfterRequests: Int?

    /// Creates a scenario; the default behaves perfectly with no latency.
    public init(latency: TimeInterval = 0, fault: Fault? = nil, faultPathFilter: String? = nil, sessionExpiresAfterRequests: Int? = nil) {
        self.latency = latency
        self.fault = fault
        self.faultPathFilter = faultPathFilter
        self.sessionExpiresAfterRequests = sessionExpiresAfterRequests
    }

    /// Everything works, instantly.
    public static let perfect = SandboxScenario()
}
