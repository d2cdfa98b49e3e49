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
            "bet": Table.entry(for: EveryMatrixSportsAPI.placeBet(operatorId:_:), decoder: decoder) { answer throws(ServiceProviderError) in
                try EveryMatrixModelMapper.placedBet(answer, reference: "")
            },
            // A boost's amounts take the slip's currency, which a recorded answer comes without: the
            // recording's account was in XAF.
            "odds-boosts": Table.entry(for: EveryMatrixPlayerAPI.oddsBoostWallets(_:), decoder: decoder) { EveryMatrixModelMapper.oddsBoosts($0, currency: "XAF") },
            "booking": Table.entry(for: EveryMatrixPlayerAPI.booking(code:), decoder: decoder) { $0.selections.map(\.bettingOfferId) },
            "bets": Table.entry(for: EveryMatrixSportsAPI.openBets(operatorId:language:limit:placedBefore:), decoder: decoder) { raw throws(ServiceProviderError) in
                try EveryMatrixModelMapper.bets(raw)
            },
            "cashier": Table.entry(for: EveryMatrixPlayerAPI.cashier(user:operatorId:_:), decoder: decoder) { response throws(ServiceProviderError) in
                try EveryMatrixModelMapper.cashierSession(response)
            },
            "payment-status": Table.entry(for: EveryMatrixPlayerAPI.paymentStatus(user:paymentId:), decoder: decoder) {
                EveryMatrixModelMapper.paymentStatusResponse($0, paymentId: "")
            },
            "limits": Table.entry(for: EveryMatrixPlayerAPI.limits(user:), decoder: decoder) { EveryMatrixModelMapper.limits($0) },
            "registration-config": Table.entry(for: EveryMatrixPlayerAPI.registrationConfig, decoder: decoder) {
                EveryMatrixModelMapper.registrationFields($0)
            },
            "transactions-banking": Table.entry(for: EveryMatrixPlayerAPI.bankingTransactions(user:startDate:endDate:page:), decoder: decoder) {
                EveryMatrixModelMapper.transactions($0.transactions)
            },
            "transactions-wagering": Table.entry(for: EveryMatrixPlayerAPI.wageringTransactions(user:startDate:endDate:page:), decoder: decoder) {
                EveryMatrixModelMapper.transactions($0.transactions)
            },
            "favorites": Table.entry(for: EveryMatrixSportsAPI.favourites(user:operatorId:), decoder: decoder) { $0.favoriteEvents.map(\.value) },
            "granted-bonuses": Table.entry(for: EveryMatrixPlayerAPI.grantedBonuses(language:), decoder: decoder) {
                $0.items.map(EveryMatrixModelMapper.grantedBonus)
            },
            "available-bonuses": Table.entry(for: EveryMatrixPlayerAPI.applicableBonuses(language:), decoder: decoder) {
                $0.bonuses.map(EveryMatrixModelMapper.availableBonus)
            },
            "casino-categories": Table.entry(for: EveryMatrixCasinoAPI.groups(lobby:language:), decoder: decoder) {
                EveryMatrixModelMapper.casinoCategories($0)
            },
            "casino-category-games": Table.entry(for: EveryMatrixCasinoAPI.groupGames(lobby:group:offset:limit:language:), decoder: decoder) {
                EveryMatrixModelMapper.casinoGames($0.games?.items?.elements ?? [])
            },
            "casino-games": Table.entry(for: EveryMatrixCasinoAPI.search(_:language:), decoder: decoder) {
                EveryMatrixModelMapper.casinoGames($0.items.elements)
            },
            "casino-played-games": Table.entry(for: EveryMatrixCasinoAPI.lastPlayed(user:lobby:offset:limit:language:), decoder: decoder) {
                EveryMatrixModelMapper.casinoGames($0.items.elements.map(\.gameModel))
            },
            "recommended-events": Table.entry(for: EveryMatrixRecSysAPI.events(user:operatorId:terminalType:key:), decoder: decoder) {
                $0.recommendationsList.elements.map(\.eventId.value)
            },
            "recommended-combination": Table.entry(for: EveryMatrixRecSysAPI.combination(user:operatorId:terminalType:key:), decoder: decoder) {
                $0.recommendationsList.elements.map { "\($0.eventId.value)/\($0.marketId.value)/\($0.outcomeId.value)" }
            },
            "aggregator": { data throws(ServiceProviderError) in
                EveryMatrixModelMapper.events(in: AggregatorStore(dump: try AggregatorMessageReader.decodeMessages(data)).view)
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
