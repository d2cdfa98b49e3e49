import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The store tells a changed price by its bytes (`AggregatorStore.differ`), which is exact only
/// because decoded prices are compact: one value, one representation. These tests fail if a
/// Foundation release stops decoding them so.
@Suite struct DecodedPriceTests {
    @Test func onePriceWrittenInDifferentWaysDecodesToTheSameBytes() throws {
        let prices = try JSONDecoder().decode([Decimal].self, from: Data("[1.5, 1.50, 1.500, 15e-1, 0.15e1, 150e-2]".utf8))
        for price in prices {
            #expect(!AggregatorStore.differ(price, prices[0]), "\(price)")
        }
        let whole = try JSONDecoder().decode([Decimal].self, from: Data("[2, 2.0, 2.00, 20e-1]".utf8))
        for price in whole { #expect(!AggregatorStore.differ(price, whole[0]), "\(price)") }
    }

    @Test func differentPricesDiffer() throws {
        let prices = try JSONDecoder().decode([Decimal].self, from: Data("[1.5, 1.51, 15, 0.15, 2, 1.49999999]".utf8))
        for (index, price) in prices.enumerated() {
            for other in prices[(index + 1)...] { #expect(AggregatorStore.differ(price, other), "\(price) vs \(other)") }
        }
    }

    @Test func anUpdateRestatingThePriceInAnotherFormEmitsNoOddsChange() throws {
        var store = try store("popular-live-matches-football.json")
        let price = try #require(store.offers["287166150280880896"]?.value.odds)
        #expect(price == Decimal(string: "1.7575758"), "the fixture's price, restated below")
        let restated = store.applyBatch(try updateMessage(version: "1763399600000", [
            #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"287166150280880896","changedProperties":{"odds":1.75757580}}"#,
        ]))
        #expect(restated == [])
        let changed = store.applyBatch(try updateMessage(version: "1763399600001", [
            #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"287166150280880896","changedProperties":{"odds":17575758e-7}}"#,
            #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"287166150280880896","changedProperties":{"odds":1.71}}"#,
        ]))
        #expect(changed == [.oddsChanged(eventId: "287039663214202880", marketId: "287165138723729408",
                                              outcomeId: "287165138642145536", odds: Odds(decimal: Decimal(string: "1.71")!))])
    }
}
