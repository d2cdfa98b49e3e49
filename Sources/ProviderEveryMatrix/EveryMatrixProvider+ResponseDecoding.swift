import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The EveryMatrix responses the `decode` tool understands: Player API bodies, and an
/// aggregator message array (as in the WAMP `kwargs`), applied to a fresh entity store.
@_spi(ProviderKit) extension EveryMatrixProvider: ResponseDecoding {
    private static let table: ResponseDecoderTable = {
        let decoder = JSONDecoder()
        typealias Table = ResponseDecoderTable
        return ResponseDecoderTable([
            "login": Table.entry(for: EveryMatrixPlayerAPI.login(_:language:), decoder: decoder) { EveryMatrixModelMapper.userSession($0, username: "") },
            "details": Table.entry(for: EveryMatrixPlayerAPI.details(user:), decoder: decoder) { EveryMatrixModelMapper.userProfile($0) },
            "balance": Table.entry(for: EveryMatrixPlayerAPI.balance(user:), decoder: decoder) { EveryMatrixModelMapper.userWallet($0) },
            "bet": Table.entry(for: EveryMatrixBetsAPI.placeBet(operatorId:language:_:), decoder: decoder) { bet throws(ServiceProviderError) in try EveryMatrixModelMapper.bet(bet) },
            "bets": Table.entry(for: EveryMatrixBetsAPI.openBets(operatorId:language:limit:placedBefore:), decoder: decoder) { raw throws(ServiceProviderError) in try EveryMatrixModelMapper.bets(raw) },
            "cashier": Table.entry(for: EveryMatrixPlayerAPI.cashier(user:operatorId:_:), decoder: decoder) { response throws(ServiceProviderError) in
                try EveryMatrixModelMapper.cashierSession(response)
            },
            "payment-status": Table.entry(for: EveryMatrixPlayerAPI.paymentStatus(user:paymentId:), decoder: decoder) {
                EveryMatrixModelMapper.paymentStatusResponse($0, paymentId: "")
            },
            "aggregator": Table.entry(decoding: [EveryMatrixModels.AggregatorMessage].self, decoder: decoder) { messages in
                var store = AggregatorStore()
                var changes: [EventChange] = []
                store.apply(taking: messages, into: &changes)
                return EveryMatrixModelMapper.events(in: store.view)
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
