import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Encodes and decodes WAMP v2 JSON frames.
package enum WAMPCodec {
    /// The WebSocket subprotocol.
    static let subprotocol = "wamp.2.json"

    // MARK: Encoding

    /// The JSON text of a message.
    package static func encode(_ message: WAMPMessage) throws(ServiceProviderError) -> String {
        var parts: [String]
        switch message {
        case .hello(let realm):
            parts = ["1", try string(realm), #"{"roles":{"caller":{},"subscriber":{},"callee":{}}}"#]
        case .welcome(let session):
            parts = ["2", String(session), "{}"]
        case .abort(let reason):
            parts = ["3", "{}", try string(reason)]
        case .goodbye(let reason):
            parts = ["6", "{}", try string(reason)]
        case .error(let type, let id, let error, let payload):
            parts = ["8", String(type), String(id), "{}", try string(error)] + arguments(payload)
        case .call(let id, let procedure, let payload):
            parts = ["48", String(id), "{}", try string(procedure)] + arguments(payload)
        case .result(let id, let payload):
            parts = ["50", String(id), "{}"] + arguments(payload)
        case .subscribe(let id, let topic):
            parts = ["32", String(id), "{}", try string(topic)]
        case .subscribed(let id, let subscription):
            parts = ["33", String(id), String(subscription)]
        case .unsubscribe(let id, let subscription):
            parts = ["34", String(id), String(subscription)]
        case .unsubscribed(let id):
            parts = ["35", String(id)]
        case .event(let subscription, let publication, let payload):
            parts = ["36", String(subscription), String(publication), "{}"] + arguments(payload)
        case .register(let id, let procedure):
            parts = ["64", String(id), "{}", try string(procedure)]
        case .registered(let id, let registration):
            parts = ["65", String(id), String(registration)]
        case .invocation(let id, let registration, let payload):
            parts = ["68", String(id), String(registration), "{}"] + arguments(payload)
        case .yield(let id, let payload):
            parts = ["70", String(id), "{}"] + arguments(payload)
        }
        return "[" + parts.joined(separator: ",") + "]"
    }

    private static func string(_ value: String) throws(ServiceProviderError) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        } catch {
            throw .invalidRequest(message: "Cannot encode '\(value)'.")
        }
    }

    private static func arguments(_ payload: WAMPPayload) -> [String] {
        let args = payload.arguments.map { String(decoding: $0, as: UTF8.self) }
        let kwargs = payload.keywordArguments.map { String(decoding: $0, as: UTF8.self) }
        if let kwargs { return [args ?? "[]", kwargs] }
        if let args { return [args] }
        return []
    }

    /// A JSON object of string values, for `kwargs` such as `{"topic": …}`.
    static func keywordArguments(_ values: [String: String]) -> Data {
        (try? JSONEncoder().encode(values)) ?? Data("{}".utf8)
    }

    // MARK: Decoding

    /// Decodes a frame. A malformed frame or unknown type is `.invalidResponse`. A text frame is
    /// read where it lies: its payload is a view of the frame's own bytes, not a copy.
    static func decode(_ frame: WebSocketFrame) throws(ServiceProviderError) -> WAMPMessage {
        switch frame {
        case .text(let text): return try decode(WAMPFrameBytes.view(of: text))
        case .data(let data): return try decode(data)
        }
    }

    /// Decodes a frame's bytes. The fields, the payload among them, are slices of `data`: a
    /// 50 MB dump is held once, by the frame, and released with the payload.
    package static func decode(_ data: Data) throws(ServiceProviderError) -> WAMPMessage {
        guard let ranges = JSONArrayScanner.elements(of: data), let first = ranges.first else {
            throw .invalidResponse(message: "A WAMP frame is not a JSON array.")
        }
        let fields = ranges.map { data[$0] }
        func int(_ index: Int) throws(ServiceProviderError) -> Int64 {
            guard index < fields.count, let value = Int64(String(decoding: fields[index], as: UTF8.self)) else {
                throw .invalidResponse(message: "WAMP field \(index) is not an integer.")
            }
            return value
        }
        func text(_ index: Int) throws(ServiceProviderError) -> String {
            guard index < fields.count, let value = try? JSONDecoder().decode(String.self, from: fields[index]) else {
                throw .invalidResponse(message: "WAMP field \(index) is not a string.")
            }
            return value
        }
        func payload(from index: Int) -> WAMPPayload {
            WAMPPayload(arguments: index < fields.count ? fields[index] : nil,
                        keywordArguments: index + 1 < fields.count ? fields[index + 1] : nil)
        }
        guard let raw = Int(String(decoding: data[first], as: UTF8.self)), let code = WAMPMessage.Code(rawValue: raw) else {
            throw .invalidResponse(message: "Unknown WAMP message type.")
        }
        switch code {
        case .hello: return .hello(realm: try text(1))
        case .welcome: return .welcome(sessionId: try int(1))
        case .abort: return .abort(reason: try text(2))
        case .goodbye: return .goodbye(reason: try text(2))
        case .error: return .error(requestType: Int(try int(1)), requestId: try int(2), error: try text(4), payload: payload(from: 5))
        case .call: return .call(requestId: try int(1), procedure: try text(3), payload: payload(from: 4))
        case .result: return .result(requestId: try int(1), payload: payload(from: 3))
        case .subscribe: return .subscribe(requestId: try int(1), topic: try text(3))
        case .subscribed: return .subscribed(requestId: try int(1), subscriptionId: try int(2))
        case .unsubscribe: return .unsubscribe(requestId: try int(1), subscriptionId: try int(2))
        case .unsubscribed: return .unsubscribed(requestId: try int(1))
        case .event: return .event(subscriptionId: try int(1), publicationId: try int(2), payload: payload(from: 4))
        case .register: return .register(requestId: try int(1), procedure: try text(3))
        case .registered: return .registered(requestId: try int(1), registrationId: try int(2))
        case .invocation: return .invocation(requestId: try int(1), registrationId: try int(2), payload: payload(from: 4))
        case .yield: return .yield(requestId: try int(1), payload: payload(from: 3))
        }
    }
}
