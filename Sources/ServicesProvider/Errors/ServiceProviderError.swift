import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one error every `Client` method throws. UIs switch on it; every case has a
/// user-facing ``message`` and says whether trying again can help (``isRetryable``).
///
/// As a `LocalizedError` its `errorDescription` is ``message``, so a generic alert or
/// `error.localizedDescription` shows that sentence. For a developer, `String(reflecting:)`
/// (``debugDescription``) names the case and its data: status, vendor code, field codes.
///
/// Why the request's context is not stored here: the error is a plain enum whose cases apps
/// match (`catch .unauthorized`, `error == .notFound`, `case .validation(let fields)`). A
/// context value would have to be another associated value of every case, which turns
/// `.unauthorized` into a function (so `error == .unauthorized` no longer compiles) and makes
/// `case .validation(let fields)` a deprecated tuple match. The endpoint and the HTTP status of
/// a failed request therefore travel with `RequestEvent.failed`, next to this error.
public enum ServiceProviderError: Error, Sendable, Equatable {
    /// A transport failure not covered by a more specific case (DNS, TLS, lost connection…).
    case network(URLError.Code)
    /// The server did not answer in time.
    case timedOut
    /// The caller cancelled the work (task cancellation).
    case cancelled
    /// The device has no network connection.
    case offline
    /// The request needs a signed-in user and there is none, or the server refused the credentials.
    case unauthorized
    /// The user's session ended (expired or revoked); the user must sign in again.
    case sessionExpired
    /// The signed-in user may not do this.
    case forbidden
    /// The requested resource does not exist.
    case notFound
    /// Too many requests; `retryAfter` says how long the server asked to wait, when it said.
    case rateLimited(retryAfter: TimeInterval?)
    /// The server failed (5xx) or answered with a status the SDK has no better case for.
    case server(status: Int, message: String?)
    /// The back end is in maintenance.
    case maintenance(message: String?)
    /// Wrong username or password.
    case invalidCredentials
    /// The account is locked, until `until` when the vendor says.
    case accountLocked(until: Date?)
    /// The server rejected some fields of the input.
    case validation(fields: [FieldError])
    /// The request conflicts with existing state (e.g. the email is already registered).
    case conflict(message: String?)
    /// The wallet holds too little money for this operation.
    case insufficientFunds(message: String?)
    /// An amount is outside the allowed range (deposit minimum, wager limit…).
    case limitExceeded(message: String?)
    /// The bookmaker refused the bet; `message` is the vendor's reason when it gave one.
    case betRejected(message: String?)
    /// The cashout value the app offered is no longer the bookmaker's (the price moved beyond
    /// what it accepts): fetch the current offer again and let the user accept that one.
    case cashoutValueChanged
    /// The vendor refuses the service from where the user is (geo-blocking, e.g. SportRadar's
    /// live subscriptions answering "unauthorised location"); trying again from there will not help.
    case geoBlocked
    /// A response body did not have the expected shape.
    case decoding(type: String, codingPath: String, debugDescription: String)
    /// The provider does not offer `feature` (the same value `client.supports(_:)` answers
    /// false for); `provider` is the provider's name.
    case notSupported(feature: Feature, provider: String)
    /// The caller passed input the SDK cannot send (e.g. an empty bet slip, a non-numeric id).
    /// `message` tells the developer what to fix (`set EventQuery.competitionId`); a user never
    /// sees it: ``message`` is a generic sentence and ``debugDescription`` prints this one.
    case invalidRequest(message: String)
    /// The server answered with something that is not a usable HTTP response.
    case invalidResponse(message: String)
    /// A vendor error code with no more specific case.
    case vendor(code: String, message: String?)

    /// One field the server rejected, with the vendor's code and a readable reason.
    public struct FieldError: Sendable, Equatable, Hashable {
        /// The input field's name, as the app submitted it (e.g. `email`).
        public var field: String
        /// The vendor's error code for this field (e.g. `DUPLICATE`).
        public var code: String
        /// A readable reason, when the vendor gave one.
        public var message: String?

        /// Creates a field error.
        public init(field: String, code: String, message: String? = nil) {
            self.field = field
            self.code = code
            self.message = message
        }
    }
}

extension ServiceProviderError {
    /// Whether the same request may succeed if tried again later without changes.
    public var isRetryable: Bool {
        switch self {
        case .timedOut, .offline, .rateLimited, .maintenance:
            return true
        case .network(let code):
            return Self.transientURLErrorCodes.contains(code)
        case .server(let status, _):
            return [408, 429, 502, 503, 504].contains(status)
        default:
            return false
        }
    }

    /// URL error codes that describe a passing network failure.
    static let transientURLErrorCodes: Set<URLError.Code> = [
        .timedOut, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
        .dnsLookupFailed, .notConnectedToInternet, .resourceUnavailable,
    ]

    /// A short sentence fit to show a user, in English and free of any locale-dependent
    /// formatting (a lock-out date is left to the app layer, e.g. AppModels' errorText).
    ///
    /// Text the SDK wrote for a developer never shows here: an invalid request's reason stays in
    /// ``debugDescription``. A message the vendor sent (with `.server`, `.maintenance`,
    /// `.conflict`, `.insufficientFunds`, `.limitExceeded`, `.betRejected` and `.vendor`) is
    /// shown as sent: the bookmaker writes it for its players, in the language the app set up,
    /// and it says more than the SDK's generic sentence, which is shown when there is none.
    public var message: String {
        switch self {
        case .network: return "A network error occurred. Please try again."
        case .timedOut: return "The server took too long to respond. Please try again."
        case .cancelled: return "The request was cancelled."
        case .offline: return "You appear to be offline. Check your connection and try again."
        case .unauthorized: return "Please sign in to continue."
        case .sessionExpired: return "Your session has expired. Please sign in again."
        case .forbidden: return "You are not allowed to do this."
        case .notFound: return "We could not find what you were looking for."
        case .rateLimited(let retryAfter):
            // Int(exactly:) never traps: a wait of 1e300 seconds, inf or nan is no number to show.
            if let retryAfter, retryAfter >= 0, let seconds = Int(exactly: retryAfter.rounded(.up)) {
                return "Too many requests. Please wait \(seconds) seconds."
            }
            return "Too many requests. Please wait a moment."
        case .server(_, let message): return message ?? "The server had a problem. Please try again later."
        case .maintenance(let message): return message ?? "The service is under maintenance. Please try again later."
        case .invalidCredentials: return "The username or password is incorrect."
        case .accountLocked: return "Your account is locked."
        case .validation(let fields):
            let names = fields.map { $0.message ?? $0.field }
            return names.isEmpty ? "Some fields are invalid." : "Please check: " + names.joined(separator: ", ") + "."
        case .conflict(let message): return message ?? "This conflicts with existing data."
        case .insufficientFunds(let message): return message ?? "Your balance is too low."
        case .limitExceeded(let message): return message ?? "The amount is outside the allowed limits."
        case .betRejected(let message): return message ?? "The bet was not accepted."
        case .cashoutValueChanged: return "The cashout value has changed. Please check the new value and try again."
        case .geoBlocked: return "This service is not available in your location."
        case .decoding: return "We received unexpected data. Please try again later."
        case .notSupported: return "This feature is not available."
        case .invalidRequest: return "This request could not be completed. If this keeps happening, please contact support."
        case .invalidResponse: return "We received an invalid response. Please try again later."
        case .vendor(_, let message): return message ?? "Something went wrong. Please try again."
        }
    }
}
