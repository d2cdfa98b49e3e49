import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
import ServicesProviderTesting
import ServicesProviderTooling

/// The offers' open-addressing index against `Dictionary` as the model: lookups, replacements,
/// growth and backward-shift removal must agree after every step.
@Suite struct NumericSlotIndexTests {
    @Test func randomInsertsReplacementsAndRemovalsAgreeWithADictionary() {
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
                #expect(index.remove(key) == model.removeValue(forKey: key), "remove \(key) at step \(step)")
            }
            #expect(index[key] == model[key], "lookup \(key) at step \(step)")
            if step % 1_000 == 0 { assertAgrees(index, model) }
        }
        assertAgrees(index, model)
    }

    @Test func absentKeysAndZeroBehave() {
        var index = NumericSlotIndex()
        #expect(index[0] == nil)
        #expect(index.remove(0) == nil)
        index.set(5, for: 0)
        #expect(index[0] == 5, "0 is an id like any other (empty buckets are marked by the slot)")
        index.set(6, for: 0)
        #expect(index.count == 1, "setting a key again replaces its slot")
        #expect(index.remove(0) == 6)
        #expect(index[0] == nil)
        #expect(index.count == 0)
    }

    @Test func reservingRoomKeepsEveryKeyAndGrowsPastIt() {
        var index = NumericSlotIndex()
        for key in 0..<100 { index.set(Int32(key), for: UInt64(key)) }
        index.reserveCapacity(10_000)
        for key in 100..<20_000 { index.set(Int32(key), for: UInt64(key)) }
        #expect(index.count == 20_000)
        for key in 0..<20_000 { #expect(index[UInt64(key)] == Int32(key)) }
        #expect(Set(index.slots) == Set((0..<20_000).map(Int32.init)))
    }

    private func assertAgrees(_ index: NumericSlotIndex, _ model: [UInt64: Int32], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(index.count == model.count, sourceLocation: sourceLocation)
        #expect(index.slots.sorted() == model.values.sorted(), sourceLocation: sourceLocation)
        for (key, slot) in model { #expect(index[key] == slot, sourceLocation: sourceLocation) }
    }
}
