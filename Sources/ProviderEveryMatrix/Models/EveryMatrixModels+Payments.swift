import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// Body that opens a cashier session (shape from the recorded flow's deposit body).
    struct CashierRequest: Encodable, Sendable {
        let Channel: String
        let `Type`: String
        let SuccessUrl: String
        let CancelUrl: String
        let FailUrl: String
        let Language: String
        let productType: String
        let currency: String
        let amount: Decimal
        let isShortCashier: Bool
        let bonusCode: String
        let showBonusSelectionInput: Bool
    }

    /// Answer of the cashier call. NOT recorded: a designed, plausible shape
    /// (`{"CashierInfo":{"Url":…},"PaymentId":…,"ResponseCode":…}`).
    struct CashierResponse: Decodable, Sendable {
        struct Info: Decodable, Sendable {
            let Url: String
        }
        let CashierInfo: Info?
        let PaymentId: FlexibleString?
        let ResponseCode: String?
    }

    /// Answer of the payment status call. NOT recorded: designed
    /// (`{"status","transactionId","amount","currency"}`).
    struct PaymentStatus: Decodable, Sendable {
        let status: String
        let transactionId: FlexibleString?
        let amount: Decimal?
        let currency: String?
    }
}
