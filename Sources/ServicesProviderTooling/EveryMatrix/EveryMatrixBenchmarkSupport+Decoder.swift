import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

// The aggregator decoder's workloads: the same payloads decoded by JSONDecoder (the floor
// before the decoder existed) and by `AggregatorMessageReader`, into the same records.
extension EveryMatrixBenchmarkSupport {
    /// Decodes a payload (one aggregator message, or an array of them) with the aggregator's own
    /// decoder. Returns the number of records.
    public static func decodeRecordsWithReader(_ data: Data) throws -> Int {
        try AggregatorMessageReader.decode(data).reduce(0) { $0 + $1.records.count }
    }

    /// (b) as it was before the aggregator's decoder: JSONDecoder, store, domain events (for
    /// comparing peak memory). Returns the number of outcomes in the built events.
    public static func decodeApplyAndBuildWithJSONDecoder(_ data: Data) throws -> Int {
        applyAndBuild(try JSONDecoder().decode([EveryMatrixModels.AggregatorMessage].self, from: data))
    }

    /// Decodes one aggregator message (an update, not an array) with JSONDecoder. Returns the number of records.
    public static func decodeUpdateWithJSONDecoder(_ data: Data) throws -> Int {
        try JSONDecoder().decode(EveryMatrixModels.AggregatorMessage.self, from: data).records.count
    }

    /// An UPDATE message of `count` records in the vendor's shape (odds and status changes of
    /// offers, as the recorded live updates carry them), compact as it arrives on the socket.
    public static func updateMessage(records count: Int) -> Data {
        var generator = SplitMix(seed: 10)
        let records = (0..<count).map { index in
            let offer = 287_319_028_387_881_216 + UInt64(index) * 256
            return #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"\#(offer)","changedProperties":{"odds":\#(SyntheticMatches.price(&generator)),"statusId":"1","lastChangedTime":\#(1_763_594_134_924 + index)}}"#
        }
        return Data(#"{"version":"1763399588279","format":"AGGREGATOR","messageType":"UPDATE","records":[\#(records.joined(separator: ","))]}"#.utf8)
    }
}
