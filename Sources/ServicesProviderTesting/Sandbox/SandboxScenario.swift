import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Switches that make a sandbox misbehave the way real back ends do, for previews and UI tests.
/// A fault hits every request unless narrowed: to one step of the journey (`faultStep`, the same
/// name on every sandbox), to paths containing some text (`faultPathFilter`), and to the requests
/// after the first few it would hit (`faultAfterRequests`), so a journey can fail mid-way.
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

    /// A step of an app's journey, named the same on every sandbox; each sandbox knows which of its
    /// vendor's requests make the step. A step a vendor has no request for (Goma signs out without
    /// one, and has no cashout) is never hit.
    public enum Step: String, Sendable, Hashable, CaseIterable {
        /// Signing in with a username and password (not the anonymous token Goma fetches first).
        case signIn
        /// Reading the wallet balance.
        case wallet
        /// Placing a bet, including confirming a slip the bookmaker held.
        case placeBet
        /// Listing the user's bets, open or settled.
        case myBets
        /// Cashing out a bet (not reading its cashout value).
        case cashout
        /// Signing out.
        case signOut
    }

    /// Delay before each answer, in seconds.
    public var latency: TimeInterval
    /// A fault for every request the other `fault…` properties let it hit (all when they are `nil`).
    public var fault: Fault?
    /// Restricts `fault` to paths containing this text.
    public var faultPathFilter: String?
    /// Restricts `fault` to the requests of one step of the journey, whatever the vendor's paths.
    public var faultStep: Step?
    /// How many requests the fault lets through before it strikes (counting only those it would
    /// hit; `nil` or 0: from the first). Counted afresh whenever the scenario is set.
    public var faultAfterRequests: Int?
    /// After this many authenticated requests, the session expires (answers 401 or the
    /// vendor's expiry error from then on).
    public var sessionExpiresAfterRequests: Int?

    /// Creates a scenario; the default behaves perfectly with no latency.
    public init(latency: TimeInterval = 0, fault: Fault? = nil, faultPathFilter: String? = nil, faultStep: Step? = nil,
                faultAfterRequests: Int? = nil, sessionExpiresAfterRequests: Int? = nil) {
        self.latency = latency
        self.fault = fault
        self.faultPathFilter = faultPathFilter
        self.faultStep = faultStep
        self.faultAfterRequests = faultAfterRequests
        self.sessionExpiresAfterRequests = sessionExpiresAfterRequests
    }

    /// Everything works, instantly.
    public static let perfect = SandboxScenario()
}
