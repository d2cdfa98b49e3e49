import Foundation
@_spi(ProviderKit) import ServicesProvider

// The live feed's entries to the decoder: a WAMP payload's messages, with a decoding failure
// as the SDK's error.
extension AggregatorMessageReader {
    /// Decodes an `initialDump` answer, releasing the payload before returning: the payload
    /// holds the frame's bytes, as large as the dump itself, and a caller that kept it while
    /// building the store would add its size to the feed's peak memory.
    package static func decodeDump(_ payload: consuming WAMPPayload) throws(ServiceProviderError) -> [EveryMatrixModels.AggregatorMessage] {
        guard let body = payload.body else { throw ServiceProviderError.invalidResponse(message: "The initial dump is empty.") }
        _ = consume payload
        return try decodeMessages(consume body)
    }

    /// A payload holds one aggregator message (or, leniently, an array of them).
    package static func decodeMessages(_ data: Data) throws(ServiceProviderError) -> [EveryMatrixModels.AggregatorMessage] {
        do {
            return try decode(data)
        } catch {
            throw ServiceProviderError(decodingError: error, type: "EveryMatrixModels.AggregatorMessage")
        }
    }
}
