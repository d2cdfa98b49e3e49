import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

let aggregatorFixtures = ["popular-live-matches-football.json", "live-matches-tennis.json", "next-matches-all-sports.json",
                          "disciplines-with-updates.json", "live-updates-football.json", "match-market-groups.json",
                          "event-part-scores-tennis.json"]

func messages(_ name: String) throws -> [EveryMatrixModels.AggregatorMessage] {
    try JSONDecoder().decode([EveryMatrixModels.AggregatorMessage].self, from: Fixture.data(name))
}

/// A store built from a fixture's messages as a dump's are (`AggregatorStore(dump:)`).
func store(_ name: String) throws -> AggregatorStore {
    AggregatorStore(dump: try messages(name))
}

extension AggregatorStore {
    /// Applies `messages` as the live feed applies a batch of updates (through the change
    /// builder) and returns the changes the feed would publish.
    @discardableResult
    mutating func applyBatch(_ messages: [EveryMatrixModels.AggregatorMessage]) -> [EventChange] {
        var builder = AggregatorChangeBuilder()
        builder.apply(taking: messages, to: &self)
        return builder.changes
    }

    /// The same, for messages listed one by one.
    @discardableResult
    mutating func applyBatch(_ messages: EveryMatrixModels.AggregatorMessage...) -> [EventChange] {
        applyBatch(messages)
    }
}

/// The raw records of a fixture, for cross-checking mapped values by id.
func rawRecords(_ name: String) throws -> [[String: Any]] {
    let array = try #require(JSONSerialization.jsonObject(with: Fixture.data(name)) as? [[String: Any]])
    return array.flatMap { ($0["records"] as? [[String: Any]]) ?? [] }
}

/// An UPDATE message from change-record JSON strings.
func updateMessage(version: String, _ records: [String]) throws -> EveryMatrixModels.AggregatorMessage {
    let json = #"{"version":"\#(version)","format":"AGGREGATOR","messageType":"UPDATE","records":[\#(records.joined(separator: ","))]}"#
    return try JSONDecoder().decode(EveryMatrixModels.AggregatorMessage.self, from: Data(json.utf8))
}
