import Foundation

extension EveryMatrixModels {
    /// `v2/player/{userId}/balance`: totals per currency (amounts decoded exactly as `Decimal`).
    package struct Balance: Decodable, Sendable {
        package let totalAmount: [String: Decimal]
        package let totalCashAmount: [String: Decimal]?
        package let totalWithdrawableAmount: [String: Decimal]?
        package let totalRealAmount: [String: Decimal]?
        package let totalBonusAmount: [String: Decimal]?
        package let items: [BalanceItem]?
    }

    /// One wallet bucket of the balance.
    package struct BalanceItem: Decodable, Sendable {
        package let type: String
        package let amount: Decimal
        package let currency: String?
        package let walletAccountType: String?
    }
}
