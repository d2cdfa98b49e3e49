import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderEveryMatrix

/// What keeps a decoded dump small (issue 19's peak-memory target, measured in the benchmark):
/// one-word records, nine-byte ids, long strings made once per payload, and a dump's payload
/// released before its store is built.
@Suite struct AggregatorMemoryLayoutTests {
    @Test func aRecordIsOneWordAndAnIdNineBytes() {
        #expect(MemoryLayout<EveryMatrixModels.AggregatorRecord>.size == 8, "each entity and change record in a box of its own size")
        #expect(MemoryLayout<EveryMatrixModels.Entity>.size == 8)
        #expect(MemoryLayout<EveryMatrixModels.AggregatorId>.size == 9, "a number, or a reference to a text id")
        #expect(MemoryLayout<EveryMatrixModels.AggregatorId?>.size == 9)
    }

    @Test func aRepeatedLongStringIsMadeOnceAndADifferentOneNeverTakesItsPlace() {
        let pool = AggregatorStringPool()
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        let name = "Both Teams To Score - 1st Half"
        let kept = bytes(name).withUnsafeBytes { raw in
            #expect(pool.string(spelledBy: raw) == nil, "nothing kept yet")
            let made = String(decoding: raw, as: UTF8.self)
            pool.keep(made, spelledBy: raw)
            return made
        }
        bytes(name).withUnsafeBytes { raw in #expect(pool.string(spelledBy: raw) == kept) }
        // Same length, same first and last eight bytes (so the same slot), one byte apart.
        bytes("Both Teams To Score - 2nd Half").withUnsafeBytes { raw in
            #expect(raw.count == name.utf8.count)
            #expect(pool.string(spelledBy: raw) == nil)
        }
        // Fifteen bytes or fewer are inline strings: nothing to share, nothing kept.
        bytes("Match Result 1X").withUnsafeBytes { raw in
            pool.keep(String(decoding: raw, as: UTF8.self), spelledBy: raw)
            #expect(pool.string(spelledBy: raw) == nil)
        }
    }

    /// The reader hands out the pooled string for each repeat: the decoded values are equal
    /// to the unpooled ones (the differential tests check every field), and repeats share.
    @Test func aDecodedDumpSharesItsRepeatedNames() throws {
        let market = #"{"_type":"MARKET","id":"1","name":"Total Goals Over/Under","eventId":"9"}"#
        let other = #"{"_type":"MARKET","id":"2","name":"Total Goals Over/Under","eventId":"9"}"#
        let payload = #"{"version":"1","format":"AGGREGATOR","messageType":"INITIAL_DUMP","records":[\#(market),\#(other)]}"#
        let names = try AggregatorMessageReader.decode(Data(payload.utf8))[0].records.map { record -> String in
            guard case .entity(.market(let market)) = record else { return "" }
            return market.name
        }
        #expect(names == ["Total Goals Over/Under", "Total Goals Over/Under"])
        var first = names[0], second = names[1]
        let addresses = (first.withUTF8 { $0.baseAddress }, second.withUTF8 { $0.baseAddress })
        #expect(addresses.0 == addresses.1, "one allocation for both")
    }

    @Test func anInitialDumpWithoutDataIsAnInvalidResponse() {
        #expect(throws: ServiceProviderError.invalidResponse(message: "The initial dump is empty.")) {
            try AggregatorMessageReader.decodeDump(WAMPPayload())
        }
    }
}
