/// One thing a provider can do. `client.capabilities` lists the features a provider offers,
/// so an app hides a button rather than catching `.notSupported`.
public enum Feature: String, CaseIterable, Sendable, Hashable {
    // Account
    /// `AccountService.login`.
    case login
    /// `AccountService.logout`.
    case logout
    /// `AccountService.profile`.
    case profile
    /// `AccountService.register`.
    case registration
    /// `AccountService.changePassword`.
    case passwordChange
    /// `AccountService.requestPasswordReset`, `confirmPasswordReset` and `resetPassword`.
    case passwordReset
    /// `AccountService.registrationFields`.
    case registrationForm
    /// `AccountService.requestPasswordReset(email:)`: a reset started by e-mail.
    case passwordResetByEmail
    /// `AccountService.confirmRegistration(email:code:)`.
    case registrationConfirmation
    /// `AccountService.completeRegistration`.
    case registrationCompletion
    /// `AccountService.updateProfile`.
    case profileUpdate
    /// `AccountService.isEmailRegistered`.
    case emailCheck
    /// `AccountService.usernameAvailability`.
    case usernameCheck
    /// `AccountService.registrationCountries` and `currentCountry`.
    case countries
    /// `AccountService.sendPhoneVerificationCode(to:)` and `checkPhoneVerificationCode(_:code:)`.
    case phoneVerification
    /// `AccountService.closeAccount`.
    case accountClosure
    /// `AccountService.notificationSettings` and `updateNotificationSettings(_:)`.
    case notificationSettings
    /// `AccountService.consents` and `saveConsents(_:)`.
    case consents
    /// `AccountService.sendContactMessage(_:)`: the customer-service contact form, signed in or not.
    case contactForm
    /// `AccountService.createSupportTicket(_:)`: a ticket at the operator's help desk.
    case supportTickets
    /// `AccountService.registerPushToken(_:)`: the device's push address kept with the account.
    case pushTokenRegistration
    // Wallet
    /// `WalletService.balance`.
    case balance
    /// `WalletService.balanceUpdates`.
    case balanceUpdates
    // Payments
    /// `PaymentsService.depositMethods`.
    case depositMethods
    /// `PaymentsService.deposit`.
    case deposit
    /// `PaymentsService.paymentStatus`.
    case paymentStatus
    /// `PaymentsService.withdrawalMethods`.
    case withdrawalMethods
    /// `PaymentsService.withdraw`.
    case withdrawal
    /// `PaymentsService.cancelWithdrawal`.
    case cancelWithdrawal
    /// `PaymentsService.transactions`.
    case transactionHistory
    /// `PaymentsService.pendingWithdrawals`.
    case pendingWithdrawals
    /// `PaymentsService.cancelDeposit`.
    case cancelDeposit
    /// `PaymentsService.payoutAccounts` and `addPayoutAccount`.
    case payoutAccounts
    /// `PaymentsService.continueDeposit`.
    case depositContinuation
    /// `PaymentsService.topUp(_:)`: a credit with no payment step.
    case topUp
    // Documents (KYC)
    /// `DocumentsService.documentTypes`.
    case documentTypes
    /// `DocumentsService.documents`.
    case documents
    /// `DocumentsService.upload`.
    case documentUpload
    /// `DocumentsService.identityVerificationToken` and `identityVerificationReview`.
    case identityVerification
    // Events
    /// `EventsService.sports`.
    case sports
    /// `EventsService.competitions`.
    case competitions
    /// `EventsService.events`.
    case events
    /// `EventsService.event(id:)`.
    case eventDetails
    /// `EventsService.event(containingMarket:)`: an event found by one of its markets' ids.
    case eventByMarket
    /// `EventsService.liveEvents`.
    case liveEvents
    /// `EventsService.liveChanges`.
    case liveChanges
    /// `EventsService.favouriteEventIds`, `addFavouriteEvent` and `removeFavouriteEvent`.
    case favouriteEvents
    /// `EventsService.favouriteLists`, `addFavouriteList`, `removeFavouriteList` and the
    /// per-list `favouriteEventIds(listId:)`, `addFavouriteEvent(id:listId:)`,
    /// `removeFavouriteEvent(id:listId:)`.
    case favouriteLists
    /// `EventsService.liveSports`.
    case liveSports
    /// `EventsService.popularCompetitions`.
    case popularCompetitions
    /// `EventsService.popularEvents`.
    case popularEvents
    /// `EventsService.upcomingEvents`.
    case upcomingEvents
    /// `EventsService.endedEvents(sport:page:)`: finished events with their final scores.
    case endedEvents
    /// `EventsService.search`.
    case search
    /// `EventsService.marketGroups(eventId:)`.
    case marketGroups
    /// `EventsService.markets(eventId:group:)`.
    case groupMarkets
    /// `EventsService.liveEvent(id:group:)`.
    case liveEvent
    /// `EventsService.liveEventChanges(id:group:)`.
    case liveEventChanges
    /// `EventsService.outrights(competitionId:)`.
    case outrights
    /// `EventsService.regions(sport:)` and `competitions(regionId:)`: the browsing tree's middle
    /// level (sport → regions → competitions).
    case regions
    /// `EventsService.competition(id:)`: one competition by its id.
    case competitionDetails
    /// `EventsService.matchWidget(_:eventId:)`: a match tracker or statistics widget to embed.
    case matchWidgets
    // Betting
    /// `BettingService.potentialReturn`.
    case potentialReturn
    /// `BettingService.placeBet`.
    case placeBet
    /// `BettingService.placeBet` (and `potentialReturn` where offered) with a
    /// `BetType.system` slip; a provider without it throws `.notSupported(feature: .systemBets, …)`
    /// for such a slip while still taking singles and multiples.
    case systemBets
    /// `BettingService.bets`.
    case betHistory
    /// `BettingService.cashoutOffer`.
    case cashoutOffer
    /// `BettingService.cashout`.
    case cashout
    /// `BettingService.bettingOptions`.
    case bettingOptions
    /// `BettingService.oddsBoosts(for:)`.
    case oddsBoosts
    /// `BettingService.bookingCode(for:)` and `BettingService.selections(forBookingCode:)`.
    case bookingCodes
    /// `BettingService.rebet`.
    case rebet
    /// `BettingService.cashoutOffers(betIds:)`.
    case cashoutOfferUpdates
    /// `BettingService.priceUpdates(for:)`: a slip line's live price and availability.
    case slipPriceUpdates
    /// `BettingService.cashout(_:partialStake:)`.
    case partialCashout
    /// `BettingService.confirmPendingBet(_:)` and `rejectPendingBet(_:)`: a slip the bookmaker
    /// holds for the user's approval is placed or dropped.
    case betConfirmation
    /// `BettingService.betBuilderQuote(selections:stake:)` and `placeBetBuilder(_:reference:)`:
    /// several selections of one event combined at odds the bookmaker calculates.
    case betBuilder
    /// `BettingService.specialOffer(for:)`.
    case slipSpecialOffers
    /// `BettingService.oddsChangePolicy()` and `setOddsChangePolicy(_:)`: the odds-change choice
    /// saved with the user's account.
    case oddsChangeSetting
    /// `BettingService.bet(id:)`: one of the user's bets, by id.
    case betDetails
    /// `BettingService.refreshBet(id:)`: an open bet priced again at today's odds.
    case betRefresh
    /// `BettingService.updateBet(id:to:)`: an open bet's stake, type and selections changed.
    case betUpdate
    /// `BettingService.deleteBet(id:)`: an open bet withdrawn.
    case betDeletion
    /// `BettingService.sharedBet(code:)`: a placed bet looked up by its ``Bet/shareCode``.
    case sharedBets
    /// `BettingService.qrCode(forBetId:)`: a placed bet's QR code.
    case betQRCode
    /// `BettingService.cashableBetIds()`: which open bets the bookmaker would cash out now.
    case cashableBets
    // Bonuses
    /// `BonusService.grantedBonuses`.
    case grantedBonuses
    /// `BonusService.availableBonuses`.
    case availableBonuses
    /// `BonusService.redeemBonusCode`.
    case redeemBonusCode
    /// `BonusService.optInBonus(id:)` and `optOutBonus(id:)`.
    case bonusOptIn
    /// `BonusService.cancelBonus(id:)`.
    case cancelBonus
    /// `BonusService.winBoosts(for:)`, `respondToWinBoost(_:accept:)` and `grantedWinBoosts(for:)`.
    case winBoosts
    // Content
    /// `ContentService.homeLayout`.
    case homeLayout
    /// `ContentService.banners`.
    case banners
    /// `ContentService.alertBanners`.
    case alertBanners
    /// `ContentService.boostedOddsBanners`.
    case boostedOddsBanners
    /// `ContentService.carouselEvents`.
    case carouselEvents
    /// `ContentService.highlightedEvents`.
    case highlightedEvents
    /// `ContentService.heroCards`.
    case heroCards
    /// `ContentService.proChoices`.
    case proChoices
    /// `ContentService.stories`.
    case stories
    /// `ContentService.news`.
    case news
    /// `ContentService.promotions`.
    case promotions
    /// `ContentService.promotionDetails(_:)`.
    case promotionDetails
    /// `ContentService.promotedSports()`.
    case promotedSports
    /// `ContentService.cashbackBanners()`.
    case cashbackBanners
    // Casino
    /// `CasinoService.categories` and `games(inCategory:page:)`: the lobby's rows and their games.
    case casinoLobby
    /// `CasinoService.game(id:)`.
    case casinoGameDetails
    /// `CasinoService.searchGames(_:)`.
    case casinoSearch
    /// `CasinoService.recommendedGames`: games picked for the signed-in player.
    case recommendedGames
    /// `CasinoService.recentlyPlayedGames(page:)`.
    case recentlyPlayedGames
    /// `CasinoService.mostPlayedGames(page:)`.
    case mostPlayedGames
    /// `CasinoService.launchURL(for:mode:)`.
    case casinoLaunch
    /// `ContentService.downloadableContent()`: the operator's links and files.
    case downloadableContent
    // Recommendations
    /// `RecommendationService.recommendedEvents(limit:)`.
    case recommendedEvents
    /// `RecommendationService.recommendedCombination(limit:)`.
    case recommendedCombinations
    /// `RecommendationService.track(_:)`: impressions and clicks told to the recommender.
    case recommendationTracking
    /// `RecommendationService.recommendedBetBuilders(eventId:limit:)`.
    case recommendedBetBuilders
    // Social
    /// `SocialService.following()`, `followers()`, `followCounts()`, `follow(userId:)` and
    /// `unfollow(userId:)`.
    case follows
    /// `SocialService.tips(_:)`: tipsters' bets, each restorable with `BettingService.rebet(_:)`.
    case tips
    /// `SocialService.tipsterRankings(_:)`.
    case tipsterRankings
    /// `SocialService.tipsterProfile(userId:)`.
    case tipsterProfiles
    /// `SocialService.friends()`, `friendRequests()`, `addFriends(userIds:asRequest:)` and
    /// `removeFriend(userId:)`.
    case friends
    /// `SocialService.user(code:)`.
    case userLookup
    // Chat
    /// `ChatService.rooms()`: the player's chat rooms and their members.
    case chatRooms
    /// `ChatService.createGroup(named:memberIds:)`, `renameGroup(_:to:)`, `leaveGroup(_:)` and
    /// `deleteGroup(_:)`.
    case chatGroups
    /// `ChatService.addMembers(_:toGroup:)` and `removeMembers(_:fromGroup:)`.
    case chatGroupMembers
    /// `ChatService.updates(inRoom:)` and `history(room:page:)`: messages in real time.
    case chatMessages
    /// `ChatService.send(_:toRoom:)` and `markRead(room:upTo:)`.
    case chatSending
    // Responsible gaming
    /// `ResponsibleGamingService.limits`.
    case limits
    /// `ResponsibleGamingService.setLimit`.
    case setLimit
    /// `ResponsibleGamingService.changeLimit`.
    case changeLimit
    /// `ResponsibleGamingService.removeLimit`.
    case removeLimit
    /// `ResponsibleGamingService.timeOut`.
    case timeOut
    /// `ResponsibleGamingService.selfExclude`.
    case selfExclusion
}

/// Anything that belongs to a named provider (used by the `.notSupported` defaults).
public protocol ProviderService: Sendable {
    /// The provider's name, for `.notSupported(feature:provider:)`.
    var providerName: String { get }
    /// The features this service implements. A provider's ``ServiceProvider/features`` is, by
    /// default, the union of its areas' services' sets, so a feature is declared once, by the
    /// service that implements it.
    var features: Set<Feature> { get }
}

extension ProviderService {
    /// Default: none (a service that implements nothing, such as ``UnsupportedService``).
    public var features: Set<Feature> { [] }

    /// The error a provider's missing feature throws.
    public func unsupported(_ feature: Feature) -> ServiceProviderError {
        .notSupported(feature: feature, provider: providerName)
    }

    /// A stream that fails at once with `.notSupported`.
    public func unsupportedStream<Element>(_ feature: Feature) -> LiveStream<Element> {
        .failing(unsupported(feature))
    }
}
