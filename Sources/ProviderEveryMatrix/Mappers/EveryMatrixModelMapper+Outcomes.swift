import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    /// The kinds of the OUTCOME `headerNameKey`s the recorded feeds carry. Double chance
    /// (`home_draw`, `away_draw`, `home_away`) and any other key are ``OutcomeKind/other``.
    static let outcomeKinds: [String: OutcomeKind] = [
        "home": .home, "draw": .draw, "away": .away, "over": .over, "under": .under,
    ]

    /// Which `paramFloat` holds the line, by OUTCOME `typeId`, as the recorded feeds show:
    /// 13/14 total over/under (`paramFloat1` 2.5); 17 game handicap and 50 set handicap
    /// (`paramFloat1`, signed from the outcome's side: -5.5, +5.5); 367 handicap with score
    /// (`paramFloat1/2` the score it starts from, `paramFloat3` the handicap). Other types carry no line.
    enum OutcomeLineParameter {
        case first, third
    }

    static let outcomeLineParameters: [String: OutcomeLineParameter] = [
        "13": .first, "14": .first, "17": .first, "50": .first, "367": .third,
    ]

    /// The outcome's kind, from its `headerNameKey`.
    static func outcomeKind(_ outcome: EveryMatrixModels.Outcome) -> OutcomeKind {
        outcome.headerNameKey.flatMap { outcomeKinds[$0] } ?? .other
    }

    /// The outcome's line, from the `paramFloat` its `typeId` names; `nil` for other types.
    static func outcomeLine(_ outcome: EveryMatrixModels.Outcome) -> Decimal? {
        switch outcome.typeId.flatMap({ outcomeLineParameters[$0] }) {
        case .first: return outcome.paramFloat1
        case .third: return outcome.paramFloat3
        case nil: return nil
        }
    }
}
