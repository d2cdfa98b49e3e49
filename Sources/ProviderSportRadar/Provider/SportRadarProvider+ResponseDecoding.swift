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
            "login": Table.entry(SportRadar.LoginResponse.self, decoder: decoder) { SportRadarModelMapper.userSession($0, partyId: $0.partyId ?? "") },
            "getUserProfile": Table.entry(SportRadar.PlayerInfoResponse.self, decoder: decoder) { SportRadarModelMapper.userProfile($0) },
            "getBalance": Table.entry(SportRadar.BalanceResponse.self, decoder: decoder) { balance throws(ServiceProviderError) in
                try SportRadarModelMapper.wallet(balance, cashback: nil)
            },
            "getPayments": Table.entry(SportRadar.DepositMethodsResponse.self, decoder: decoder) { SportRadarModelMapper.depositMethods($0) },
            "processDeposit": Table.entry(SportRadar.ProcessDepositResponse.self, decoder: decoder) { SportRadarModelMapper.cashierSession($0) },
            "checkPaymentStatus": Table.entry(SportRadar.PaymentStatusResponse.self, decoder: decoder) { SportRadarModelMapper.paymentStatus($0, requestedId: "") },
            "getWithdrawalMethods": Table.entry(SportRadar.WithdrawalMethodsResponse.self, decoder: decoder) {
                SportRadarModelMapper.withdrawalMethods($0, currency: currency)
            },
            "getTransactionsHistory": Table.entry(SportRadar.TransactionsHistoryResponse.self, decoder: decoder) { response throws(ServiceProviderError) in
                var transactions: [Transaction] = []
                for detail in response.transactionList ?? [] { transactions.append(try SportRadarModelMapper.transaction(detail)) }
                return transactions
            },
            "getUserDocuments": Table.entry(SportRadar.UserDocumentsResponse.self, decoder: decoder) { SportRadarModelMapper.userDocuments($0) },
            "getAvailableSportTypes": Table.entry(SportRadar.ContentResponse<SportRadar.NavigationList>.self, decoder: decoder) {
                SportRadarModelMapper.sports($0.data)
            },
            "getEventsForEventGroup": Table.entry(SportRadar.ContentResponse<SportRadar.EventGroup>.self, decoder: decoder) { response throws(ServiceProviderError) in
                var events: [Event] = []
                for event in response.data.events { events.append(try SportRadarModelMapper.event(event)) }
                return events
            },
            "getEventDetails": Table.entry(SportRadar.ContentResponse<SportRadar.ContentEvent>.self, decoder: decoder) { response throws(ServiceProviderError) in
                try SportRadarModelMapper.event(response.data)
            },
            "calculatePotentialReturn": Table.entry(SportRadar.PotentialReturnResponse.self, decoder: decoder) {
                SportRadarModelMapper.potentialReturn($0, currency: currency)
            },
            "getBetHistory": Table.entry([SportRadar.BetHistoryRow].self, decoder: decoder) { rows throws(ServiceProviderError) in
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
