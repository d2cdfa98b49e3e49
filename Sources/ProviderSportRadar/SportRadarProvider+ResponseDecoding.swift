import Foundation
import ServicesProvider

/// The SportRadar responses the `decode` tool understands, named after the recorded payloads.
/// Betting responses carry no currency; the configuration's default (EUR) is used.
extension SportRadarProvider: ResponseDecoding {
    private static let table: ResponseDecoderTable = {
        let decoder = JSONDecoder()
        let currency = "EUR"
        typealias Table = ResponseDecoderTable
        return ResponseDecoderTable([
            "login": Table.entry(SportRadarModels.LoginResponse.self, decoder: decoder) { SportRadarModelMapper.userSession($0, partyId: $0.partyId ?? "") },
            "getUserProfile": Table.entry(SportRadarModels.PlayerInfoResponse.self, decoder: decoder) { SportRadarModelMapper.userProfile($0) },
            "getBalance": Table.entry(SportRadarModels.BalanceResponse.self, decoder: decoder) { balance throws(ServiceProviderError) in
                try SportRadarModelMapper.wallet(balance, cashback: nil)
            },
            "getPayments": Table.entry(SportRadarModels.DepositMethodsResponse.self, decoder: decoder) { SportRadarModelMapper.depositMethods($0) },
            "processDeposit": Table.entry(SportRadarModels.ProcessDepositResponse.self, decoder: decoder) { SportRadarModelMapper.cashierSession($0) },
            "checkPaymentStatus": Table.entry(SportRadarModels.PaymentStatusResponse.self, decoder: decoder) { SportRadarModelMapper.paymentStatus($0, requestedId: "") },
            "getWithdrawalMethods": Table.entry(SportRadarModels.WithdrawalMethodsResponse.self, decoder: decoder) {
                SportRadarModelMapper.withdrawalMethods($0, currency: currency)
            },
            "getTransactionsHistory": Table.entry(SportRadarModels.TransactionsHistoryResponse.self, decoder: decoder) { response throws(ServiceProviderError) in
                var transactions: [Transaction] = []
                for detail in response.transactionList ?? [] { transactions.append(try SportRadarModelMapper.transaction(detail)) }
                return transactions
            },
            "getUserDocuments": Table.entry(SportRadarModels.UserDocumentsResponse.self, decoder: decoder) { SportRadarModelMapper.userDocuments($0) },
            "getAvailableSportTypes": Table.entry(SportRadarModels.ContentResponse<SportRadarModels.NavigationList>.self, decoder: decoder) {
                SportRadarModelMapper.sports($0.data)
            },
            "getEventsForEventGroup": Table.entry(SportRadarModels.ContentResponse<SportRadarModels.EventGroup>.self, decoder: decoder) { response throws(ServiceProviderError) in
                var events: [Event] = []
                for event in response.data.events { events.append(try SportRadarModelMapper.event(event)) }
                return events
            },
            "getEventDetails": Table.entry(SportRadarModels.ContentResponse<SportRadarModels.ContentEvent>.self, decoder: decoder) { response throws(ServiceProviderError) in
                try SportRadarModelMapper.event(response.data)
            },
            "calculatePotentialReturn": Table.entry(SportRadarModels.PotentialReturnResponse.self, decoder: decoder) {
                SportRadarModelMapper.potentialReturn($0, currency: currency)
            },
            "getBetHistory": Table.entry([SportRadarModels.BetHistoryRow].self, decoder: decoder) { rows throws(ServiceProviderError) in
                try SportRadarModelMapper.bets(rows, currency: currency)
            },
        ])
    }()

    /// The response names the `decode` tool accepts.
    public static var decodableResponses: [String] { table.names }

    /// Decodes a recorded response by name into its domain value.
    public static func decodeResponse(_ name: String, from data: Data) throws(ServiceProviderError) -> any Sendable {
        try table.decode(name, from: data)
    }
}
