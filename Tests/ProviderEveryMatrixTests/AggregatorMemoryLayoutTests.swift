import Foundation
import XCTest
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderEveryMatrix

/// What keeps a decoded dump small (issue 19's peak-memory target, measured in the benchmark):
/// one-word records, nine-byte ids, long strings made once per payload, and a dump's payload
/// released before its store is built.
final class AggregatorMemoryLayoutTests: XCTestCase {
    func testARecordIsOneWordAndAnIdNineBytes() {
        XCTAssertEqual(MemoryLayout<EveryMatrixModels.AggregatorRecord>.size, 8, "each entity and change record in a box of its own size")
        XCTAssertEqual(MemoryLayout<EveryMatrixModels.Entity>.size, 8)
        XCTAssertEqual(MemoryLayout<EveryMatrixModels.AggregatorId>.size, 9, "a number, or a reference to a text id")
        XCTAssertEqual(MemoryLayout<EveryMatrixModels.AggregatorId?>.size, 9)
    }

    func testARepeatedLongStringIsMadeOnceAndADifferentOneNeverTakesItsPlace() {
        let pool = AggregatorStringPool()
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        let name = "Both Teams To Score - 1st Half"
        let kept = bytes(name).withUnsafeBytes { raw in
            XCTAssertNil(pool.string(spelledBy: raw), "nothing kept yet")
            let made = String(decoding: raw, as: UTF8.self)
            pool.keep(made, spelledBy: raw)
            return made
        }
        bytes(name).withUnsafeBytes { raw in XCTAssertEqual(pool.string(spelledBy: raw), kept) }
        // Same length, same first and last eight bytes (so the same slot), one byte apart.
        bytes("Both Teams To Score - 2nd Half").withUnsafeBytes { raw in
            XCTAssertEqual(raw.count, name.utf8.count)
            XCTAssertNil(pool.string(spelledBy: raw))
        }
        // Fifteen bytes or fewer are inline strings: nothing to share, nothing kept.
        bytes("Match Result 1X").withUnsafeBytes { raw in
            pool.keep(String(decoding: raw, as: UTF8.self), spelledBy: raw)
            XCTAssertNil(pool.string(spelledBy: raw))
        }
    }

    /// The reader hands out the pooled string for each repeat: the decoded values are equal
    /// to the unpooled ones (the differential tests check every field), and repeats share.
    func testADecodedDumpSharesItsRepeatedNames() throws {
        let market = #"{"_type":"MARKET","id":"1","name":"Total Goals Over/Under","eventId":"9"}"#
        let other = #"{"_type":"MARKET","id":"2","name":"Total Goals Over/Under","eventId":"9"}"#
        let payload = #"{"version":"1","format":"AGGREGATOR","messageType":"INITIAL_DUMP","records":[\#(market),\#(other)]}"#
        let names = try AggregatorMessageReader.decode(Data(payload.utf8))[0].records.map { record -> String in
            guard case .entity(.market(let market)) = record else { return "" }
            return market.name
        }
        XCTAssertEqual(names, ["Total Goals Over/Under", "Total Goals Over/Under"])
        var first = names[0], second = names[1]
        let addresses = (first.withUTF8 { $0.baseAddress }, second.withUTF8 { $0.baseAddress })
        XCTAssertEqual(addresses.0, addresses.1, "one allocation for both")
    }

    func testAnInitialDumpWithoutDataIsAnInvalidResponse() {
        XCTAssertThrowsError(try EveryMatrixLiveFeed.decodeDump(WAMPPayload())) { error in
            XCTAssertEqual(error as? ServiceProviderError, .invalidResponse(message: "The initial dump is empty."))
        }
    }
}
