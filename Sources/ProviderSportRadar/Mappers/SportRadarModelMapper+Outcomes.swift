import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// Market types (`idefmarkettype`) whose `H` and `A` selections are Yes and No rather than
    /// the home and away sides: 29, both teams to score.
    static let yesNoMarketTypes: Set<String> = ["29"]

    /// A selection's kind from its `hadvalue`: in an under/over market (`isunderover`, on the
    /// market or the selection) `H` is over and `A` under; in a yes/no market type `H` is yes and
    /// `A` no; otherwise `H` home, `D` draw, `A` away. Anything else (an outright's empty value)
    /// is ``OutcomeKind/other``.
    static func outcomeKind(_ selection: SportRadarModels.ContentSelection, in market: SportRadarModels.ContentMarket) -> OutcomeKind {
        let code = selection.hadvalue?.uppercased()
        if market.isunderover == true || selection.isunderover == true {
            return code == "H" ? .over : code == "A" ? .under : .other
        }
        if let type = market.idefmarkettype, yesNoMarketTypes.contains(type) {
            return code == "H" ? .yes : code == "A" ? .no : .other
        }
        switch code {
        case "H": return .home
        case "D": return .draw
        case "A": return .away
        default: return .other
        }
    }
}
