import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLError.Code {
    /// The Foundation constant's name (`cannotConnectToHost`), so a log line says what failed
    /// where `-1004` had to be looked up; `nil` for a code not listed here, which then prints as
    /// its number. Listed by hand: Foundation offers no name for a code on either platform.
    var constantName: String? {
        switch self {
        case .unknown: "unknown"
        case .cancelled: "cancelled"
        case .badURL: "badURL"
        case .timedOut: "timedOut"
        case .unsupportedURL: "unsupportedURL"
        case .cannotFindHost: "cannotFindHost"
        case .cannotConnectToHost: "cannotConnectToHost"
        case .networkConnectionLost: "networkConnectionLost"
        case .dnsLookupFailed: "dnsLookupFailed"
        case .httpTooManyRedirects: "httpTooManyRedirects"
        case .resourceUnavailable: "resourceUnavailable"
        case .notConnectedToInternet: "notConnectedToInternet"
        case .redirectToNonExistentLocation: "redirectToNonExistentLocation"
        case .badServerResponse: "badServerResponse"
        case .userCancelledAuthentication: "userCancelledAuthentication"
        case .userAuthenticationRequired: "userAuthenticationRequired"
        case .zeroByteResource: "zeroByteResource"
        case .cannotDecodeRawData: "cannotDecodeRawData"
        case .cannotDecodeContentData: "cannotDecodeContentData"
        case .cannotParseResponse: "cannotParseResponse"
        case .internationalRoamingOff: "internationalRoamingOff"
        case .callIsActive: "callIsActive"
        case .dataNotAllowed: "dataNotAllowed"
        case .requestBodyStreamExhausted: "requestBodyStreamExhausted"
        case .appTransportSecurityRequiresSecureConnection: "appTransportSecurityRequiresSecureConnection"
        case .dataLengthExceedsMaximum: "dataLengthExceedsMaximum"
        case .secureConnectionFailed: "secureConnectionFailed"
        case .serverCertificateHasBadDate: "serverCertificateHasBadDate"
        case .serverCertificateUntrusted: "serverCertificateUntrusted"
        case .serverCertificateHasUnknownRoot: "serverCertificateHasUnknownRoot"
        case .serverCertificateNotYetValid: "serverCertificateNotYetValid"
        case .clientCertificateRejected: "clientCertificateRejected"
        case .clientCertificateRequired: "clientCertificateRequired"
        case .cannotLoadFromNetwork: "cannotLoadFromNetwork"
        default: nil
        }
    }
}
