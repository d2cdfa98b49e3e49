import Foundation

/// A WAMP v2 message (JSON serialisation). Arguments stay raw JSON bytes so a large
/// aggregator payload is decoded once, straight into layer-1 models.
package enum WAMPMessage: Sendable, Equatable {
    case hello(realm: String)
    case welcome(sessionId: Int64)
    case abort(reason: String)
    case goodbye(reason: String)
    /// `[8, requestType, requestId, details, error, args?, kwargs?]`.
    case error(requestType: Int, requestId: Int64, error: String, payload: WAMPPayload)
    case call(requestId: Int64, procedure: String, payload: WAMPPayload)
    case result(requestId: Int64, payload: WAMPPayload)
    case subscribe(requestId: Int64, topic: String)
    case subscribed(requestId: Int64, subscriptionId: Int64)
    case unsubscribe(requestId: Int64, subscriptionId: Int64)
    case unsubscribed(requestId: Int64)
    case event(subscriptionId: Int64, publicationId: Int64, payload: WAMPPayload)
    case register(requestId: Int64, procedure: String)
    case registered(requestId: Int64, registrationId: Int64)
    case invocation(requestId: Int64, registrationId: Int64, payload: WAMPPayload)
    case yield(requestId: Int64, payload: WAMPPayload)

    /// WAMP message type codes.
    enum Code: Int, Sendable {
        case hello = 1, welcome = 2, abort = 3, goodbye = 6, error = 8
        case call = 48, result = 50
        case subscribe = 32, subscribed = 33, unsubscribe = 34, unsubscribed = 35, event = 36
        case register = 64, registered = 65, invocation = 68, yield = 70
    }
}

/// The positional (`args`, a JSON array) and keyword (`kwargs`, a JSON object) arguments of a
/// message, as raw JSON text.
package struct WAMPPayload: Sendable, Equatable {
    var arguments: Data?
    package var keywordArguments: Data?

    package init(arguments: Data? = nil, keywordArguments: Data? = nil) {
        self.arguments = arguments
        self.keywordArguments = keywordArguments
    }

    package static let empty = WAMPPayload()

    /// The aggregator's data: the kwargs object, or else the first positional argument.
    var body: Data? {
        if let keywordArguments { return keywordArguments }
        guard let arguments, let ranges = JSONArrayScanner.elements(of: arguments), let first = ranges.first else { return nil }
        return arguments[first]
    }
}
