import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// Body that opens a cashier session (shape from the recorded flow's deposit body).
    package struct CashierRequest: Encodable, Sendable {
        package let Channel: String
        package let `Type`: String
        package let SuccessUrl: String
        package let CancelUrl: String
        package let FailUrl: String
        package let Language: String
        package let productType: String
        package let currency: String
        package let amount: Decimal
        package let isShortCashier: Bool
        package let bonusCode: String
        package let showBonusSelectionInput: Bool
    }

    /// Answer of the cashier call. NOT recorded: a designed, plausible shape
    /// (`{"CashierInfo":{"Url":…},"PaymentId":…,"ResponseCode":…}`).
    package struct CashierResponse: Decodable, Sendable {
        package struct Info: Decodable, Sendable {
            package let Url: String
        }
        package let CashierInfo: Info?
        package let PaymentId: FlexibleString?
        package let ResponseCode: String?
    }

    /// Answer of the payment status call. NOT recorded: designed
    /// (`{"status","transactionId","amount","currency"}`).
    package struct PaymentStatus: Decodable, Sendable {
        package let status: String
        package let transactionId: FlexibleString?
        package let amount: Decimal?
        package let currency: String?
    }
}
