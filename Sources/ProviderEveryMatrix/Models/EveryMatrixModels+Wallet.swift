import Foundation

extension EveryMatrixModels {
    /// `v2/player/{userId}/balance`: totals per currency (amounts decoded exactly as `Decimal`).
    package struct Balance: Decodable, Sendable {
        let totalAmount: [String: Decimal]
        let totalCashAmount: [String: Decimal]?
        let totalWithdrawableAmount: [String: Decimal]?
        let totalRealAmount: [String: Decimal]?
        let totalBonusAmount: [String: Decimal]?
        let items: [BalanceItem]?
    }

    /// One wallet bucket of the balance.
    struct BalanceItem: Decodable, Sendable {
        let type: String
        let amount: Decimal
        let currency: String?
        let walletAccountType: String?
    }
}
