import Foundation
@_spi(ProviderKit) import ServicesProvider

/// WAMP ERROR answers of the aggregator as typed errors. The vendor puts a human text in the
/// `kwargs`' `desc`; during maintenance the URI is `wamp.no.backend`.
enum EveryMatrixAggregatorErrorMapper {
    private struct Details: Decodable {
        let desc: String?
    }

    static func error(uri: String, keywordArguments: Data?) -> ServiceProviderError {
        let message = keywordArguments.flatMap { try? JSONDecoder().decode(Details.self, from: $0) }?.desc
        switch uri {
        case "wamp.no.backend": return .maintenance(message: message)
        case "wamp.error.not_authorized", "wamp.error.authorization_failed": return .forbidden
        case "wamp.error.invalid_argument": return .invalidRequest(message: message ?? "The live feed refused the call's arguments.")
        default: return .vendor(code: uri, message: message)
        }
    }
}
