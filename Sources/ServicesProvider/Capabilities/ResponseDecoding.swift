import Foundation

/// Decodes a recorded vendor response by name into its domain value, or fails with the exact
/// coding path. It is the tool for "runtime decoding failures": feed it the body the app
/// received and see which key broke. Each provider lists the responses it can decode.
@_spi(ProviderKit) public protocol ResponseDecoding {
    /// The response names this provider decodes (e.g. `balance`, `login`), sorted.
    static var decodableResponses: [String] { get }
    /// Decodes `data` as the named response and maps it to the domain value.
    /// - Throws: `.decoding(type:codingPath:debugDescription:)` when the body does not fit,
    ///   `.invalidRequest` for an unknown response name.
    static func decodeResponse(_ name: String, from data: Data) throws(ServiceProviderError) -> any Sendable
}

/// A table of named decoders, so each provider declares its decodable responses as data.
@_spi(ProviderKit) public struct ResponseDecoderTable: Sendable {
    /// One entry: decodes bytes into a domain value.
    public typealias Decode = @Sendable (Data) throws(ServiceProviderError) -> any Sendable

    private let entries: [String: Decode]

    /// Creates a table.
    public init(_ entries: [String: Decode]) {
        self.entries = entries
    }

    /// The names, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// Decodes `data` with the named entry.
    public func decode(_ name: String, from data: Data) throws(ServiceProviderError) -> any Sendable {
        guard let decode = entries[name] else {
            throw .invalidRequest(message: "Unknown response '\(name)'. Known: \(names.joined(separator: ", ")).")
        }
        return try decode(data)
    }
}

extension ResponseDecoderTable {
    /// An entry for a request: decodes its `Response` with the provider's decoder and maps it
    /// to the domain. The layer-1 type comes from the request, so the table cannot drift from it.
    public static func entry<Response: Decodable>(for request: Request<Response>, decoder: JSONDecoder,
                                                  map: @escaping @Sendable (Response) throws(ServiceProviderError) -> any Sendable) -> Decode {
        entry(decoding: Response.self, decoder: decoder, map: map)
    }

    /// An entry for a request that takes arguments, named by its factory
    /// (`GomaAPI.eventDetails(id:)`): no sample arguments are needed to know what it answers.
    public static func entry<each Argument, Response: Decodable>(for request: (repeat each Argument) -> Request<Response>, decoder: JSONDecoder,
                                                                 map: @escaping @Sendable (Response) throws(ServiceProviderError) -> any Sendable) -> Decode {
        entry(decoding: Response.self, decoder: decoder, map: map)
    }

    /// An entry for a payload that arrives without an HTTP endpoint (a WAMP message).
    public static func entry<Raw: Decodable & SendableMetatype>(decoding raw: Raw.Type, decoder: JSONDecoder,
                                                                map: @escaping @Sendable (Raw) throws(ServiceProviderError) -> any Sendable) -> Decode {
        { data throws(ServiceProviderError) in
            let value: Raw
            do {
                value = try decoder.decode(Raw.self, from: data)
            } catch let error as DecodingError {
                throw ServiceProviderError(decodingError: error, type: String(describing: Raw.self))
            } catch {
                throw .decoding(type: String(describing: Raw.self), codingPath: "", debugDescription: "\(error)")
            }
            return try map(value)
        }
    }
}
