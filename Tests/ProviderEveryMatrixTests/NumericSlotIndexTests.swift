import XCTest
@_spi(ProviderKit) @testable import ProviderEveryMatrix
import ServicesProviderTesting

/// The offers' open-addressing index against `Dictionary` as the model: lookups, replacements,
/// growth and backward-shift removal must agree after every step.
final class NumericSlotIndexTests: XCTestCase {
    func testRandomInsertsReplacementsAndRemovalsAgreeWithADictionary() {
        var index = NumericSlotIndex()
        var model: [UInt64: Int32] = [:]
        var generator = SplitMix(seed: 7)
        // Few distinct keys and many operations: long runs of occupied buckets, so removals
        // shift buckets back across runs and around the end of the table.
        let keys = (0..<600).map { 500_000_000_000_000_000 + UInt64($0) * 3 }
        for step in 0..<40_000 {
            let key = keys[Int(generator.next() % UInt64(keys.count))]
            switch generator.next() % 3 {
            case 0, 1:
                let slot = Int32(step)
                index.set(slot, for: key)
                model[key] = slot
            default:
                XCTAssertEqual(index.remove(key), model.removeValue(forKey: key), "remove \(key) at step \(step)")
            }
            XCTAssertEqual(index[key], model[key], "lookup \(key) at step \(step)")
            if step % 1_000 == 0 { assertAgrees(index, model) }
        }
        assertAgrees(index, model)
    }

    func testAbsentKeysAndZeroBehave() {
        var index = NumericSlotIndex()
        XCTAssertNil(index[0])
        XCTAssertNil(index.remove(0))
        index.set(5, for: 0)
        XCTAssertEqual(index[0], 5, "0 is an id like any other (empty buckets are marked by the slot)")
        index.set(6, for: 0)
        XCTAssertEqual(index.count, 1, "setting a key again replaces its slot")
        XCTAssertEqual(index.remove(0), 6)
        XCTAssertNil(index[0])
        XCTAssertEqual(index.count, 0)
    }

    func testReservingRoomKeepsEveryKeyAndGrowsPastIt() {
        var index = NumericSlotIndex()
        for key in 0..<100 { index.set(Int32(key), for: UInt64(key)) }
        index.reserveCapacity(10_000)
        for key in 100..<20_000 { index.set(Int32(key), for: UInt64(key)) }
        XCTAssertEqual(index.count, 20_000)
        for key in 0..<20_000 { XCTAssertEqual(index[UInt64(key)], Int32(key)) }
        XCTAssertEqual(Set(index.slots), Set((0..<20_000).map(Int32.init)))
    }

    private func assertAgrees(_ index: NumericSlotIndex, _ model: [UInt64: Int32], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(index.count, model.count, file: file, line: line)
        XCTAssertEqual(index.slots.sorted(), model.values.sorted(), file: file, line: line)
        for (key, slot) in model { XCTAssertEqual(index[key], slot, file: file, line: line) }
    }
}
