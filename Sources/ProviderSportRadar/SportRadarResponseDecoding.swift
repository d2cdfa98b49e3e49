import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The SportRadar responses the `decode` tool understands, named after the recorded payloads.
/// Betting responses carry no currency: they are read in `SportRadarConfiguration.fallbackCurrency`,
/// as a recorded payload comes without its operator's configuration.
@_spi(ProviderKit) extension SportRadarProvider: ResponseDecoding {
    private static let table: ResponseDecoderTable = {
        let decoder = JSONDecoder()
        let currency = SportRadarConfiguration.fallbackCurrency
        typealias Table = ResponseDecoderTable
        let pointers = Table.entry(for: SportRadarPoseidonAPI.headlinePointers(id:language:), decoder: decoder) { $0.data.headlineItems.elements }
        return ResponseDecoderTable([
            "login": Table.entry(for: SportRadarOmegaAPI.login(username:password:), decoder: decoder) { SportRadarModelMapper.userSession($0, partyId: $0.partyId ?? "") },
            "getUserProfile": Table.entry(for: SportRadarOmegaAPI.playerInfo, decoder: decoder) { SportRadarModelMapper.userProfile($0) },
            "getUserConsents": Table.entry(for: SportRadarOmegaAPI.userConsents, decoder: decoder) { SportRadarModelMapper.consents($0) },
            "getBalance": Table.entry(for: SportRadarOmegaAPI.balance, decoder: decoder) { balance throws(ServiceProviderError) in
                try SportRadarModelMapper.wallet(balance, cashback: nil)
            },
            "getPayments": Table.entry(for: SportRadarOmegaAPI.depositMethods, decoder: decoder) { SportRadarModelMapper.depositMethods($0) },
            "processDeposit": Table.entry(for: SportRadarOmegaAPI.processDeposit(paymentMethod:amount:locale:bonusPlanId:), decoder: decoder) { SportRadarModelMapper.cashierSession($0) },
            "checkPaymentStatus": Table.entry(for: SportRadarOmegaAPI.checkPaymentStatus(paymentMethod:paymentId:), decoder: decoder) { SportRadarModelMapper.paymentStatus($0, requestedId: "") },
            "getWithdrawalMethods": Table.entry(for: SportRadarOmegaAPI.withdrawalMethods, decoder: decoder) {
                SportRadarModelMapper.withdrawalMethods($0, currency: currency)
            },
            "getTransactionsHistory": Table.entry(for: SportRadarOmegaAPI.transactions(start:end:tranTypes:page:pageSize:), decoder: decoder) { response throws(ServiceProviderError) in
                var transactions: [Transaction] = []
                for detail in response.transactionList ?? [] { transactions.append(try SportRadarModelMapper.transaction(detail)) }
                return transactions
            },
            "getUserDocuments": Table.entry(for: SportRadarOmegaAPI.userDocuments, decoder: decoder) { SportRadarModelMapper.userDocuments($0) },
            "getAvailableSportTypes": Table.entry(for: SportRadarPoseidonAPI.navigation(id:language:), decoder: decoder) {
                SportRadarModelMapper.sports($0.data)
            },
            "getEventsForEventGroup": Table.entry(for: SportRadarPoseidonAPI.eventGroup(id:language:), decoder: decoder) { response throws(ServiceProviderError) in
                var events: [Event] = []
                for event in response.data.events { events.append(try SportRadarModelMapper.event(event)) }
                return events
            },
            "getEventDetails": Table.entry(for: SportRadarPoseidonAPI.event(id:language:), decoder: decoder) { response throws(ServiceProviderError) in
                try SportRadarModelMapper.event(response.data)
            },
            "eventSummary": Table.entry(for: SportRadarPoseidonAPI.eventSummary(id:language:), decoder: decoder) { response throws(ServiceProviderError) in
                try SportRadarModelMapper.event(response.data)
            },
            "calculatePotentialReturn": Table.entry(for: SportRadarPoseidonAPI.calculatePotentialReturn, decoder: decoder) {
                SportRadarModelMapper.potentialReturn($0, currency: currency)
            },
            "getBetHistory": Table.entry(for: SportRadarPoseidonAPI.betHistory(states:page:pageSize:from:to:), decoder: decoder) { rows throws(ServiceProviderError) in
                try SportRadarModelMapper.bets(rows, currency: currency)
            },
            "bannerCategoryList-Homepage": Table.entry(for: SportRadarPoseidonAPI.bannerCategories(id:language:), decoder: decoder) {
                SportRadarModelMapper.topBanners($0.data).banners
            },
            "headline-HomepageSliders": Table.entry(for: SportRadarPoseidonAPI.headlineBanners(id:language:), decoder: decoder) {
                $0.data.headlineItems.elements.map { SportRadarModelMapper.banner($0) }
            },
            "bannerCategoryList-cashbackSuccessBanner": Table.entry(for: SportRadarPoseidonAPI.cashbackBanners(id:language:), decoder: decoder) {
                $0.data.headlineItems.elements.map { SportRadarModelMapper.banner($0) }
            },
            "headline-InstaCard": Table.entry(for: SportRadarPoseidonAPI.headlineStories(id:language:), decoder: decoder) {
                $0.data.headlineItems.elements.map(SportRadarModelMapper.story)
            },
            "boNavigationList-top-promotedSports": Table.entry(for: SportRadarPoseidonAPI.promotedSports(id:language:), decoder: decoder) {
                SportRadarModelMapper.promotedSports($0.data).sports
            },
            // The pointer lists decode to their pointers: their cards need the markets looked up.
            "headline-slidingEvent": pointers,
            "headline-eventCard": pointers,
            "headline-boostedOddCard": pointers,
            "headline-altMarkets": pointers,
            "headline-HeroGameCard": pointers,
            "allowedCashoutBetIds": Table.entry(for: SportRadarPoseidonAPI.allowedCashoutBetIds, decoder: decoder) {
                SportRadarModelMapper.cashableBetIds($0)
            },
            "eventExternalId": Table.entry(for: SportRadarPoseidonAPI.widgetMatchId(eventId:language:), decoder: decoder) { answer throws(ServiceProviderError) in
                try SportRadarModelMapper.widgetMatchId(answer)
            },
            "contactSupport": Table.entry(for: SportRadarSupportAPI.createTicket(_:authorization:), decoder: decoder) { answer throws(ServiceProviderError) in
                try SportRadarModelMapper.supportTicket(answer)
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
