import Foundation
import ServicesProvider

extension ServiceProviderModelMapper {
    /// A lobby tile for a game. The payout rate shows two decimals of a percent, as studios
    /// publish it (`0.9646` → `96.46`), in the locale's separators.
    public func casinoGameItem(_ game: CasinoGame) -> CasinoGameItem {
        let payout = game.theoreticalPayout.map { phrases.payoutRate(formatters.numbers.decimal($0 * 100, fractionDigits: 2)) }
        return CasinoGameItem(id: game.id, title: game.name, studioText: game.studio, imageURL: game.thumbnailURL ?? game.iconURL,
                              payoutText: payout, badgeText: game.isNew ? phrases.newGame : nil)
    }
}
