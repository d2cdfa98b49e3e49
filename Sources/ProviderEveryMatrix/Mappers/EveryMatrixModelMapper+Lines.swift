import Foundation
@_spi(ProviderKit) import ServicesProvider

// Lines from the vendor's own parameters on MARKET and OUTCOME records (BETTING_OFFERs carry
// none), so a line market the SDK has never seen still has its line: no table by type id.
extension EveryMatrixModelMapper {
    /// Which `paramFloat` of a MARKET or OUTCOME is its line, by which ones it holds: the third
    /// after the score it starts from (`Asian Handicap (1:0) 0.25`: 1, 0, then 0.25); the first
    /// when it stands alone (a total, a handicap); none when the first two are a score with no
    /// third, or there are none.
    enum LineParameter {
        case first, third
    }

    static func lineParameter(_ first: Decimal?, _ second: Decimal?, _ third: Decimal?) -> LineParameter? {
        if third != nil { return .third }
        if first != nil, second == nil { return .first }
        return nil
    }

    /// The outcome's line as the vendor states it: a total as it is, a handicap for the side
    /// the outcome selects (`(0-0) Finland -1.5`: -1.5).
    static func outcomeLine(_ outcome: EveryMatrixModels.Outcome) -> Decimal? {
        switch lineParameter(outcome.paramFloat1, outcome.paramFloat2, outcome.paramFloat3) {
        case .first: return outcome.paramFloat1
        case .third: return outcome.paramFloat3
        case nil: return nil
        }
    }

    /// The market's line from the home side's view (``Market/line``): the vendor states a
    /// handicap for the participant its `paramParticipantId` names, so one stated for the away
    /// side is turned round (`Game Handicap 6.5` carries -6.5 for the away player).
    static func marketLine(_ market: EveryMatrixModels.Market, away: EveryMatrixModels.AggregatorId?) -> Decimal? {
        let line: (value: Decimal?, participant: EveryMatrixModels.AggregatorId?)
        switch lineParameter(market.paramFloat1, market.paramFloat2, market.paramFloat3) {
        case .first: line = (market.paramFloat1, market.paramParticipantId1)
        case .third: line = (market.paramFloat3, market.paramParticipantId3)
        case nil: return nil
        }
        guard let value = line.value else { return nil }
        guard let away, line.participant == away, !value.isZero else { return value }
        return -value
    }
}
