import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// `GET /ps/ips/getDepositMethods`.
    struct DepositMethodsResponse: Decodable, Sendable {
        let status: String
        let depositMethods: [DepositMethod]
    }

    /// One deposit method (its `methods` are the payment service's brands).
    struct DepositMethod: Decodable, Sendable {
        let code: String
        let paymentMethod: String?
        let methods: [PaymentBrandGroup]?
    }

    /// A group of card brands or a wallet inside a deposit method.
    struct PaymentBrandGroup: Decodable, Sendable {
        let name: String
        let type: String
        let brands: [String]?
    }

    /// `POST /ps/ips/processDeposit`. Success is `CONTINUE_TO_PAYMENT_SITE`.
    struct ProcessDepositResponse: Decodable, Sendable {
        let status: String
        let paymentId: String?
        let continueUrl: String?
        let clientKey: String?
        let sessionId: String?
        let sessionData: String?
    }

    /// `POST /ps/ips/checkPaymentStatus`.
    struct PaymentStatusResponse: Decodable, Sendable {
        let status: String
        let paymentId: String?
        let paymentStatus: String
    }

    /// `GET /ps/ips/getWithdrawalMethods`.
    struct WithdrawalMethodsResponse: Decodable, Sendable {
        let status: String
        let withdrawalMethods: [WithdrawalMethod]
    }

    /// One withdrawal method; min/max are formatted text only.
    struct WithdrawalMethod: Decodable, Sendable {
        let code: String
        let paymentMethod: String?
        let minimumWithdrawal: String?
        let maximumWithdrawal: String?
        let conversionRequired: Bool?
    }

    /// `POST /ps/ips/processWithdrawal`: `paymentId` is text here.
    struct ProcessWithdrawalResponse: Decodable, Sendable {
        let status: String
        let paymentId: String?
    }

    /// `GET /ps/ips/getTransactionHistoryByCurrency`.
    struct TransactionsHistoryResponse: Decodable, Sendable {
        let status: String
        let transactionList: [TransactionDetail]?
    }

    /// One transaction. Amounts are positive doubles; the sign comes from `tranType`.
    struct TransactionDetail: Decodable, Sendable {
        let id: Int
        /// `yyyy-MM-dd'T'HH:mm:ss.SSS` (no zone), or `dd-MM-yyyy HH:mm:ss` UTC.
        let dateTime: String
        let tranType: String
        let amount: Double
        let amountReal: Double?
        let postBalance: Double?
        let amountBonus: Double?
        let postBalanceBonus: Double?
        let currency: String
        let paymentId: Int?
        let gameTranId: String?
        let reference: String?
        let escrowTranType: String?
        let escrowType: String?
    }
}
