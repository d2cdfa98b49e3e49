import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Calls the method behind each feature with placeholder input and reports whether the
/// provider answered `.notSupported`. A provider test uses it to prove its declared feature
/// set true: every declared feature must not answer `.notSupported`, every other one must.
public enum CapabilityProbe {
    /// Whether calling the feature's methods throws `.notSupported` (any other outcome,
    /// success or another error, counts as supported). A feature with several methods (a read and
    /// its write) is not supported only when every one of them answers `.notSupported`.
    public static func isNotSupported(_ feature: Feature, on client: Client) async -> Bool {
        await answers(feature, on: client).allSatisfy { $0 }
    }

    /// The features whose declaration is false: declared but with a method answering
    /// `.notSupported`, or undeclared but with a method answering something else. Empty when
    /// the declaration is true.
    public static func mismatches(on client: Client) async -> [Feature] {
        var wrong: [Feature] = []
        for feature in Feature.allCases {
            let declared = client.capabilities.contains(feature)
            let unsupported = await answers(feature, on: client)
            if declared ? unsupported.contains(true) : unsupported.contains(false) { wrong.append(feature) }
        }
        return wrong
    }

    /// For each method behind the feature, whether it answered `.notSupported`.
    private static func answers(_ feature: Feature, on client: Client) async -> [Bool] {
        var answers = [await isNotSupported { try await call(feature, on: client) }]
        for other in otherMethods(of: feature, on: client) { answers.append(await isNotSupported(other)) }
        return answers
    }

    private static func isNotSupported(_ call: () async throws -> Void) async -> Bool {
        do {
            try await call()
            return false
        } catch let error as ServiceProviderError {
            if case .notSupported = error { return true }
            return false
        } catch {
            return false
        }
    }

    /// The other methods of a feature that has more than one (the write of a read), with
    /// placeholder input.
    private static func otherMethods(of feature: Feature, on client: Client) -> [@Sendable () async throws -> Void] {
        switch feature {
        case .notificationSettings: return [{ try await client.account.updateNotificationSettings(NotificationSettings(isEnabled: true)) }]
        case .consents: return [{ try await client.account.saveConsents([ConsentDecision(versionId: "1", isGiven: true)]) }]
        case .casinoLobby: return [{ _ = try await client.casino.games(inCategory: "1", page: PageRequest()) }]
        case .follows:
            return [{ _ = try await client.social.followers() }, { _ = try await client.social.followCounts() },
                    { try await client.social.follow(userId: "1") }, { try await client.social.unfollow(userId: "1") }]
        case .friends:
            return [{ _ = try await client.social.friendRequests() }, { _ = try await client.social.addFriends(userIds: ["1"], asRequest: true) },
                    { try await client.social.removeFriend(userId: "1") }]
        case .chatGroups:
            return [{ try await client.chat.renameGroup("1", to: "Probe") }, { try await client.chat.leaveGroup("1") },
                    { try await client.chat.deleteGroup("1") }]
        case .chatGroupMembers: return [{ try await client.chat.removeMembers(["1"], fromGroup: "1") }]
        case .chatMessages: return [{ _ = try await client.chat.history(room: "1", page: 1) }]
        case .chatSending: return [{ try await client.chat.markRead(room: "1", upTo: nil) }]
        default: return []
        }
    }

    private static let money = Money(amount: 10, currency: "EUR")
    /// A game to launch: demo signed out, with an address of the vendor's form.
    private static let probeGame = CasinoGame(id: "1", name: "Probe", launchURL: URL(fileURLWithPath: "/probe"),
                                              hasDemoMode: true, hasAnonymousDemoMode: true)
    private static let selection = BetSelection(eventId: "1", marketId: "1", outcomeId: "1", odds: Odds(decimal: 2))
    private static let slip = BetSlip(selections: [selection], type: .single, stakePerBet: money)
    /// Three legs of three events in 2-folds: a system slip that passes `BetSlip.validate()`.
    private static let systemSlip = BetSlip(
        selections: ["1", "2", "3"].map { BetSelection(eventId: $0, marketId: $0, outcomeId: $0, odds: Odds(decimal: 2)) },
        type: .system(size: 2), stakePerBet: money)

    /// The stream's first element, its end or its error, or nothing after `patience`: a stream
    /// that is not supported fails at once (`unsupportedStream`), so one still waiting then has
    /// answered otherwise (a feed of a placeholder id may never send anything, and the probe
    /// must not wait for ever).
    private static func firstElement<T>(_ stream: LiveStream<T>, patience: Duration = .seconds(2)) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                var iterator = stream.makeAsyncIterator()
                _ = try await iterator.next()
            }
            group.addTask { try? await Task.sleep(for: patience) }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    // swiftlint:disable:next cyclomatic_complexity
    private static func call(_ feature: Feature, on client: Client) async throws {
        switch feature {
        case .login: _ = try await client.account.login(LoginCredentials(username: "probe", password: "probe"))
        case .logout: try await client.account.logout()
        case .profile: _ = try await client.account.profile()
        case .registration: _ = try await client.account.register(RegistrationForm(email: "probe@example.com", password: "probe", acceptsTerms: true))
        case .passwordChange: try await client.account.changePassword(PasswordChange(currentPassword: "a", newPassword: "b"))
        case .passwordReset: _ = try await client.account.requestPasswordReset(phone: PhoneNumber(prefix: "+237", number: "600000000"))
        case .registrationForm: _ = try await client.account.registrationFields()
        case .passwordResetByEmail: try await client.account.requestPasswordReset(email: "probe@example.com")
        case .registrationConfirmation: try await client.account.confirmRegistration(email: "probe@example.com", code: "1")
        case .registrationCompletion: try await client.account.completeRegistration(ProfileUpdate(firstName: "Probe"))
        case .profileUpdate: try await client.account.updateProfile(ProfileUpdate(firstName: "Probe"))
        case .emailCheck: _ = try await client.account.isEmailRegistered("probe@example.com")
        case .usernameCheck: _ = try await client.account.usernameAvailability("probe")
        case .countries: _ = try await client.account.registrationCountries()
        case .phoneVerification: _ = try await client.account.sendPhoneVerificationCode(to: PhoneNumber(prefix: "+33", number: "600000000"))
        case .accountClosure: try await client.account.closeAccount()
        case .notificationSettings: _ = try await client.account.notificationSettings()
        case .consents: _ = try await client.account.consents()
        case .contactForm:
            try await client.account.sendContactMessage(ContactMessage(firstName: "Probe", lastName: "Probe", email: "probe@example.com",
                                                                       subject: "Probe", message: "Probe"))
        case .supportTickets:
            _ = try await client.account.createSupportTicket(SupportTicketRequest(
                subject: "Probe", category: "probe", message: "Probe",
                requester: SupportRequester(firstName: "Probe", lastName: "Probe", email: "probe@example.com")))
        case .pushTokenRegistration: try await client.account.registerPushToken(PushTokenRegistration(token: "probe", appVersion: "1.0"))
        case .balance: _ = try await client.wallet.balance()
        case .balanceUpdates: try await firstElement(client.wallet.balanceUpdates())
        case .depositMethods: _ = try await client.payments.depositMethods()
        case .deposit: _ = try await client.payments.deposit(DepositRequest(methodId: "probe", amount: money))
        case .paymentStatus: _ = try await client.payments.paymentStatus(paymentId: "1")
        case .withdrawalMethods: _ = try await client.payments.withdrawalMethods()
        case .withdrawal: _ = try await client.payments.withdraw(WithdrawalRequest(methodId: "probe", amount: money))
        case .cancelWithdrawal: try await client.payments.cancelWithdrawal(id: "1")
        case .transactionHistory: _ = try await client.payments.transactions(TransactionQuery(from: Date(timeIntervalSince1970: 0), to: Date()))
        case .pendingWithdrawals: _ = try await client.payments.pendingWithdrawals()
        case .cancelDeposit: try await client.payments.cancelDeposit(paymentId: "1")
        case .payoutAccounts: _ = try await client.payments.payoutAccounts()
        case .depositContinuation:
            _ = try await client.payments.continueDeposit(DepositContinuation(paymentId: "1", amount: money, methodType: "probe"))
        case .topUp: _ = try await client.payments.topUp(money)
        case .documentTypes: _ = try await client.documents.documentTypes()
        case .documents: _ = try await client.documents.documents()
        case .documentUpload:
            try await firstElement(client.documents.upload(DocumentUpload(type: .passport, files: [.init(filename: "p.pdf", contentType: "application/pdf", source: .data(Data("%PDF".utf8)))])))
        case .identityVerification: _ = try await client.documents.identityVerificationReview()
        case .sports: _ = try await client.events.sports()
        case .competitions: _ = try await client.events.competitions(sport: .football)
        case .events: _ = try await client.events.list(EventQuery(sport: .football))
        case .eventDetails: _ = try await client.events.event(id: "1")
        case .eventByMarket: _ = try await client.events.event(containingMarket: "1")
        case .slipPriceUpdates: try await firstElement(client.betting.priceUpdates(for: selection))
        case .liveEvents: try await firstElement(client.events.liveEvents(sport: .football))
        case .liveChanges: try await firstElement(client.events.liveChanges(sport: .football))
        case .favouriteEvents: _ = try await client.events.favouriteEventIds()
        case .favouriteLists: _ = try await client.events.favouriteLists()
        case .liveSports: try await firstElement(client.events.liveSports())
        case .popularCompetitions: _ = try await client.events.popularCompetitions(sport: .football)
        case .popularEvents: try await firstElement(client.events.popularEvents(sport: .football).snapshots)
        case .upcomingEvents: try await firstElement(client.events.upcomingEvents(sport: .football).snapshots)
        case .endedEvents: _ = try await client.events.endedEvents(sport: .football)
        case .search: _ = try await client.events.search("probe")
        case .marketGroups: _ = try await client.events.marketGroups(eventId: "1")
        case .groupMarkets: _ = try await client.events.markets(eventId: "1", group: "Main")
        case .liveEvent: try await firstElement(client.events.liveEvent(id: "1", group: "Main"))
        case .liveEventChanges: try await firstElement(client.events.liveEventChanges(id: "1", group: "Main"))
        case .outrights: _ = try await client.events.outrights(competitionId: "1")
        case .regions: _ = try await client.events.regions(sport: .football)
        case .competitionDetails: _ = try await client.events.competition(id: "1")
        case .matchWidgets: _ = try await client.events.matchWidget(.liveMatchTracker, eventId: "1")
        case .potentialReturn: _ = try await client.betting.potentialReturn(slip)
        case .placeBet: _ = try await client.betting.placeBet(BetPlacementRequest(slip: slip))
        case .systemBets: _ = try await client.betting.placeBet(BetPlacementRequest(slip: systemSlip))
        case .betHistory: _ = try await client.betting.bets(BetHistoryQuery(filter: .open))
        case .cashoutOffer: _ = try await client.betting.cashoutOffer(betId: "1")
        case .cashout: _ = try await client.betting.cashout(CashoutOffer(betId: "1", amount: money))
        case .bettingOptions: _ = try await client.betting.bettingOptions(slip)
        case .oddsBoosts: _ = try await client.betting.oddsBoosts(for: slip)
        case .bookingCodes: _ = try await client.betting.bookingCode(for: [selection])
        case .rebet:
            _ = try await client.betting.rebet(Bet(id: "1", type: .single, status: .open, stake: money,
                                                   legs: [BetLeg(eventId: "1", eventName: "", marketName: "", outcomeName: "", odds: Odds(decimal: 2), status: .open, outcomeId: "1")]))
        case .cashoutOfferUpdates: try await firstElement(client.betting.cashoutOffers(betIds: ["1"]))
        case .partialCashout:
            _ = try await client.betting.cashout(CashoutOffer(betId: "1", amount: money, allowsPartial: true, remainingStake: money),
                                                 partialStake: Money(amount: 5, currency: "EUR"))
        case .betConfirmation:
            try await client.betting.rejectPendingBet(Bet(id: "1", type: .single, status: .pendingConfirmation, stake: money, legs: [],
                                                          slipId: "1"))
        case .betBuilder: _ = try await client.betting.betBuilderQuote(selections: [selection], stake: money)
        case .slipSpecialOffers: _ = try await client.betting.specialOffer(for: slip)
        case .oddsChangeSetting: _ = try await client.betting.oddsChangePolicy()
        case .betDetails: _ = try await client.betting.bet(id: "1")
        case .betRefresh: _ = try await client.betting.refreshBet(id: "1")
        case .betUpdate: _ = try await client.betting.updateBet(id: "1", to: slip)
        case .betDeletion: try await client.betting.deleteBet(id: "1")
        case .sharedBets: _ = try await client.betting.sharedBet(code: "probe")
        case .betQRCode: _ = try await client.betting.qrCode(forBetId: "1")
        case .cashableBets: _ = try await client.betting.cashableBetIds()
        case .grantedBonuses: _ = try await client.bonuses.grantedBonuses()
        case .availableBonuses: _ = try await client.bonuses.availableBonuses()
        case .redeemBonusCode: _ = try await client.bonuses.redeemBonusCode("PROBE")
        case .bonusOptIn: try await client.bonuses.optInBonus(id: "1")
        case .cancelBonus: try await client.bonuses.cancelBonus(id: "1")
        case .winBoosts: _ = try await client.bonuses.winBoosts(for: Bet(id: "1.1", type: .single, status: .open, stake: money, legs: [], slipId: "1"))
        case .homeLayout: _ = try await client.content.homeLayout()
        case .banners: _ = try await client.content.banners()
        case .alertBanners: _ = try await client.content.alertBanners()
        case .boostedOddsBanners: _ = try await client.content.boostedOddsBanners()
        case .carouselEvents: _ = try await client.content.carouselEvents()
        case .highlightedEvents: _ = try await client.content.highlightedEvents()
        case .heroCards: _ = try await client.content.heroCards()
        case .proChoices: _ = try await client.content.proChoices()
        case .stories: _ = try await client.content.stories()
        case .news: _ = try await client.content.news()
        case .promotions: _ = try await client.content.promotions()
        case .promotionDetails: _ = try await client.content.promotionDetails(PromotionPageReference(promotionSlug: "probe", pageSlug: "probe"))
        case .promotedSports: _ = try await client.content.promotedSports()
        case .cashbackBanners: _ = try await client.content.cashbackBanners()
        case .casinoLobby: _ = try await client.casino.categories()
        case .casinoGameDetails: _ = try await client.casino.game(id: "1")
        case .casinoSearch: _ = try await client.casino.searchGames("book")
        case .recommendedGames: _ = try await client.casino.recommendedGames()
        case .recentlyPlayedGames: _ = try await client.casino.recentlyPlayedGames(page: PageRequest())
        case .mostPlayedGames: _ = try await client.casino.mostPlayedGames(page: PageRequest())
        case .casinoLaunch: _ = try await client.casino.launchURL(for: probeGame, mode: .demo)
        case .downloadableContent: _ = try await client.content.downloadableContent()
        case .follows: _ = try await client.social.following()
        case .tips: _ = try await client.social.tips(TipQuery())
        case .tipsterRankings: _ = try await client.social.tipsterRankings(TipsterRankingQuery())
        case .tipsterProfiles: _ = try await client.social.tipsterProfile(userId: "1")
        case .friends: _ = try await client.social.friends()
        case .userLookup: _ = try await client.social.user(code: "probe")
        case .recommendedEvents: _ = try await client.recommendations.recommendedEvents(limit: 5)
        case .recommendedCombinations: _ = try await client.recommendations.recommendedCombination(limit: 3)
        case .recommendedBetBuilders: _ = try await client.recommendations.recommendedBetBuilders(eventId: "1", limit: 3)
        case .recommendationTracking: try await client.recommendations.track(.eventOpened(eventId: "1"))
        case .chatRooms: _ = try await client.chat.rooms()
        case .chatGroups: _ = try await client.chat.createGroup(named: "Probe", memberIds: ["1"])
        case .chatGroupMembers: try await client.chat.addMembers(["1"], toGroup: "1")
        case .chatMessages: try await firstElement(client.chat.updates(inRoom: "1"))
        case .chatSending: try await client.chat.send("Probe", toRoom: "1")
        case .limits: _ = try await client.responsibleGaming.limits()
        case .setLimit: _ = try await client.responsibleGaming.setLimit(GamblingLimitRequest(kind: .deposit, period: .daily, amount: money))
        case .changeLimit: _ = try await client.responsibleGaming.changeLimit(id: "1", amount: money, skipCoolOff: false)
        case .removeLimit: try await client.responsibleGaming.removeLimit(id: "1", skipCoolOff: false)
        case .timeOut: try await client.responsibleGaming.timeOut(.hours24)
        case .selfExclusion: try await client.responsibleGaming.selfExclude(.months3)
        }
    }
}
