import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// `GET /ps/ips/getBalance`: each amount as formatted text and as a `…Number` double.
    /// The mapper reads the text, which is exact.
    struct BalanceResponse: Decodable, Sendable {
        let status: String
        let currency: String
        let totalBalance: String
        let totalBalanceNumber: Double?
        let withdrawableBalance: String?
        let bonusBalance: String?
        let totalWithdrawableBalance: String?
        let externalFreeBetBalances: [ExternalFreeBetBalance]?
    }

    /// A free-bet balance held for one product.
    struct ExternalFreeBetBalance: Decodable, Sendable {
        let productCode: String
        let balance: String
    }

    /// `GET /ps/ips/getSportRadarReportedCashbackBalance`: `balance` is text (`1,234.50` or
    /// `1.234,50`) or a number.
    struct CashbackBalanceResponse: Decodable, Sendable {
        let status: String
        let balance: AmountText?
    }

    /// `GET /api/betting/fo/freeBalance`: the sportsbook free-bet balance, a bare number.
    struct FreeBalanceResponse: Decodable, Sendable {
        let freeBalance: Decimal?
    }
}
