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

    /// `POST /ps/ips/prepareWithdrawal?action=GET_EXCHANGE_INFO`: the conversion to pass to
    /// processWithdrawal for methods with `conversionRequired`.
    struct PrepareWithdrawalResponse: Decodable, Sendable {
        let status: String
        let conversionId: String?
    }

    /// `GET /ps/ips/getPendingWithdrawals`.
    struct PendingWithdrawalsResponse: Decodable, Sendable {
        let status: String
        let withdrawals: [PendingWithdrawal]?
    }

    /// A pending withdrawal: `paymentId` is an int here, `amount` formatted text.
    struct PendingWithdrawal: Decodable, Sendable {
        let status: String
        let paymentId: Int
        let amount: String
    }

    /// `POST /ps/ips/cancelWithdrawal`: the amount given back (`amount`, `currency` text).
    struct CancelWithdrawalResponse: Decodable, Sendable {
        let status: String
        let amount: String
        let currency: String
    }

    /// `GET /ps/ips/getPaymentInformation`: saved payout accounts.
    struct PaymentInformationResponse: Decodable, Sendable {
        let status: String
        let data: [PaymentInformation]?
    }

    /// One saved payout account.
    struct PaymentInformation: Decodable, Sendable {
        let id: Int
        let partyId: Int?
        let type: String
        let description: String?
        let priority: Int?
        let details: [Detail]?

        struct Detail: Decodable, Sendable {
            let id: Int?
            let paymentInformationId: Int?
            let key: String
            let value: String
        }
    }

    /// `POST /ps/ips/updatePayment`: no `status`; `resultCode` and, to redirect, an `action`.
    struct UpdatePaymentResponse: Decodable, Sendable {
        let resultCode: String
        let action: Action?

        struct Action: Decodable, Sendable {
            let paymentMethodType: String?
            let url: String?
            let method: String?
            let type: String?
        }
    }
}

extension SportRadarModels {
    /// An Omega amount sent as text (`"1,234.50"`, `"1.234,50"`) or as a JSON number; kept as the
    /// text, read by ``SportRadarModelMapper/formattedAmount(_:)``.
    struct AmountText: Decodable, Sendable, Equatable {
        let text: String

        init(text: String) { self.text = text }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self.text = text
            } else {
                self.text = "\(try container.decode(Decimal.self))"
            }
        }
    }
}
