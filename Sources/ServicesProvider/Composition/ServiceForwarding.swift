/// A service that hands every call to `base` and changes only what it implements itself (the
/// composition's sign-out of every provider, the offline queue's writes): one forwarding of each
/// area, so a decorator states only its difference. A method added to an area's protocol must be
/// added here too, or the decorator answers it with the protocol's `.notSupported` default
/// (`OfflineProviderForwardingTests` probes every declared feature through the decorator).
protocol AccountServiceForwarding: AccountService {
    /// The service every other call goes to.
    var base: any AccountService { get }
}

extension AccountServiceForwarding {
    var providerName: String { base.providerName }
    var features: Set<Feature> { base.features }
    func logout() async throws(ServiceProviderError) { try await base.logout() }
    func closeAccount() async throws(ServiceProviderError) { try await base.closeAccount() }
    func login(_ credentials: LoginCredentials) async throws(ServiceProviderError) -> UserSession { try await base.login(credentials) }
    func profile() async throws(ServiceProviderError) -> UserProfile { try await base.profile() }
    func register(_ form: RegistrationForm) async throws(ServiceProviderError) -> RegistrationResult { try await base.register(form) }
    func changePassword(_ change: PasswordChange) async throws(ServiceProviderError) { try await base.changePassword(change) }
    func requestPasswordReset(phone: PhoneNumber) async throws(ServiceProviderError) -> PasswordResetChallenge {
        try await base.requestPasswordReset(phone: phone)
    }
    func confirmPasswordReset(_ challenge: PasswordResetChallenge, code: String) async throws(ServiceProviderError) -> PasswordResetKey {
        try await base.confirmPasswordReset(challenge, code: code)
    }
    func resetPassword(_ reset: PasswordReset) async throws(ServiceProviderError) { try await base.resetPassword(reset) }
    func registrationFields() async throws(ServiceProviderError) -> [RegistrationField] { try await base.registrationFields() }
    func requestPasswordReset(email: String) async throws(ServiceProviderError) { try await base.requestPasswordReset(email: email) }
    func confirmRegistration(email: String, code: String) async throws(ServiceProviderError) {
        try await base.confirmRegistration(email: email, code: code)
    }
    func completeRegistration(_ details: ProfileUpdate) async throws(ServiceProviderError) { try await base.completeRegistration(details) }
    func updateProfile(_ update: ProfileUpdate) async throws(ServiceProviderError) { try await base.updateProfile(update) }
    func isEmailRegistered(_ email: String) async throws(ServiceProviderError) -> Bool { try await base.isEmailRegistered(email) }
    func usernameAvailability(_ username: String) async throws(ServiceProviderError) -> UsernameAvailability {
        try await base.usernameAvailability(username)
    }
    func registrationCountries() async throws(ServiceProviderError) -> [String] { try await base.registrationCountries() }
    func currentCountry() async throws(ServiceProviderError) -> Country { try await base.currentCountry() }
    func sendPhoneVerificationCode(to phone: PhoneNumber) async throws(ServiceProviderError) -> PhoneVerification {
        try await base.sendPhoneVerificationCode(to: phone)
    }
    func checkPhoneVerificationCode(_ verification: PhoneVerification, code: String) async throws(ServiceProviderError) {
        try await base.checkPhoneVerificationCode(verification, code: code)
    }
    func notificationSettings() async throws(ServiceProviderError) -> NotificationSettings { try await base.notificationSettings() }
    func updateNotificationSettings(_ settings: NotificationSettings) async throws(ServiceProviderError) {
        try await base.updateNotificationSettings(settings)
    }
    func consents() async throws(ServiceProviderError) -> [Consent] { try await base.consents() }
    func saveConsents(_ decisions: [ConsentDecision]) async throws(ServiceProviderError) { try await base.saveConsents(decisions) }
    func sendContactMessage(_ message: ContactMessage) async throws(ServiceProviderError) { try await base.sendContactMessage(message) }
    func createSupportTicket(_ request: SupportTicketRequest) async throws(ServiceProviderError) -> SupportTicket {
        try await base.createSupportTicket(request)
    }
    func registerPushToken(_ registration: PushTokenRegistration) async throws(ServiceProviderError) {
        try await base.registerPushToken(registration)
    }
}

/// ``AccountServiceForwarding`` for the social area.
protocol SocialServiceForwarding: SocialService {
    /// The service every other call goes to.
    var base: any SocialService { get }
}

extension SocialServiceForwarding {
    var providerName: String { base.providerName }
    var features: Set<Feature> { base.features }
    func following() async throws(ServiceProviderError) -> [SocialUser] { try await base.following() }
    func followers() async throws(ServiceProviderError) -> [SocialUser] { try await base.followers() }
    func followCounts() async throws(ServiceProviderError) -> FollowCounts { try await base.followCounts() }
    func follow(userId: String) async throws(ServiceProviderError) { try await base.follow(userId: userId) }
    func unfollow(userId: String) async throws(ServiceProviderError) { try await base.unfollow(userId: userId) }
    func tips(_ query: TipQuery) async throws(ServiceProviderError) -> Page<Tip> { try await base.tips(query) }
    func tipsterProfile(userId: String) async throws(ServiceProviderError) -> TipsterProfile { try await base.tipsterProfile(userId: userId) }
    func tipsterRankings(_ query: TipsterRankingQuery) async throws(ServiceProviderError) -> [TipsterRanking] {
        try await base.tipsterRankings(query)
    }
    func friends() async throws(ServiceProviderError) -> [SocialUser] { try await base.friends() }
    func friendRequests() async throws(ServiceProviderError) -> [SocialUser] { try await base.friendRequests() }
    func addFriends(userIds: [String], asRequest: Bool) async throws(ServiceProviderError) -> FriendsAdded {
        try await base.addFriends(userIds: userIds, asRequest: asRequest)
    }
    func removeFriend(userId: String) async throws(ServiceProviderError) { try await base.removeFriend(userId: userId) }
    func user(code: String) async throws(ServiceProviderError) -> SocialUser { try await base.user(code: code) }
}

/// ``AccountServiceForwarding`` for chat.
protocol ChatServiceForwarding: ChatService {
    /// The service every other call goes to.
    var base: any ChatService { get }
}

extension ChatServiceForwarding {
    var providerName: String { base.providerName }
    var features: Set<Feature> { base.features }
    func rooms() async throws(ServiceProviderError) -> [ChatRoom] { try await base.rooms() }
    func createGroup(named name: String, memberIds: [String]) async throws(ServiceProviderError) -> String {
        try await base.createGroup(named: name, memberIds: memberIds)
    }
    func renameGroup(_ roomId: String, to name: String) async throws(ServiceProviderError) { try await base.renameGroup(roomId, to: name) }
    func leaveGroup(_ roomId: String) async throws(ServiceProviderError) { try await base.leaveGroup(roomId) }
    func deleteGroup(_ roomId: String) async throws(ServiceProviderError) { try await base.deleteGroup(roomId) }
    func addMembers(_ memberIds: [String], toGroup roomId: String) async throws(ServiceProviderError) {
        try await base.addMembers(memberIds, toGroup: roomId)
    }
    func removeMembers(_ memberIds: [String], fromGroup roomId: String) async throws(ServiceProviderError) {
        try await base.removeMembers(memberIds, fromGroup: roomId)
    }
    func updates(inRoom roomId: String) -> LiveStream<ChatUpdate> { base.updates(inRoom: roomId) }
    func history(room roomId: String, page: Int) async throws(ServiceProviderError) -> [ChatMessage] {
        try await base.history(room: roomId, page: page)
    }
    func send(_ text: String, toRoom roomId: String) async throws(ServiceProviderError) { try await base.send(text, toRoom: roomId) }
    func markRead(room roomId: String, upTo messageId: String?) async throws(ServiceProviderError) {
        try await base.markRead(room: roomId, upTo: messageId)
    }
}

/// ``AccountServiceForwarding`` for events.
protocol EventsServiceForwarding: EventsService {
    /// The service every other call goes to.
    var base: any EventsService { get }
}

extension EventsServiceForwarding {
    var providerName: String { base.providerName }
    var features: Set<Feature> { base.features }
    func sports() async throws(ServiceProviderError) -> [Sport] { try await base.sports() }
    func competitions(sport: SportKind) async throws(ServiceProviderError) -> [Competition] {
        try await base.competitions(sport: sport)
    }
    func list(_ query: EventQuery) async throws(ServiceProviderError) -> Page<Event> { try await base.list(query) }
    func event(id: String) async throws(ServiceProviderError) -> Event { try await base.event(id: id) }
    func event(containingMarket marketId: String) async throws(ServiceProviderError) -> Event {
        try await base.event(containingMarket: marketId)
    }
    func liveEvents(sport: SportKind) -> LiveStream<EventBoard> { base.liveEvents(sport: sport) }
    func liveChanges(sport: SportKind) -> LiveStream<EventChange> { base.liveChanges(sport: sport) }
    func favouriteEventIds() async throws(ServiceProviderError) -> [String] { try await base.favouriteEventIds() }
    func addFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] { try await base.addFavouriteEvent(id: id) }
    func removeFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] {
        try await base.removeFavouriteEvent(id: id)
    }
    func liveSports() -> LiveStream<[Sport]> { base.liveSports() }
    func popularCompetitions(sport: SportKind, limit: Int) async throws(ServiceProviderError) -> [Competition] {
        try await base.popularCompetitions(sport: sport, limit: limit)
    }
    func popularEvents(sport: SportKind) -> LiveEventPages { base.popularEvents(sport: sport) }
    func upcomingEvents(sport: SportKind) -> LiveEventPages { base.upcomingEvents(sport: sport) }
    func endedEvents(sport: SportKind, page: PageRequest) async throws(ServiceProviderError) -> Page<Event> {
        try await base.endedEvents(sport: sport, page: page)
    }
    func search(_ text: String, limit: Int) async throws(ServiceProviderError) -> [Event] {
        try await base.search(text, limit: limit)
    }
    func marketGroups(eventId: String) async throws(ServiceProviderError) -> [MarketGroup] {
        try await base.marketGroups(eventId: eventId)
    }
    func markets(eventId: String, group: String) async throws(ServiceProviderError) -> [Market] {
        try await base.markets(eventId: eventId, group: group)
    }
    func liveEvent(id: String, group: String) -> LiveStream<Event> { base.liveEvent(id: id, group: group) }
    func liveEventChanges(id: String, group: String) -> LiveStream<EventChange> { base.liveEventChanges(id: id, group: group) }
    func outrights(competitionId: String) async throws(ServiceProviderError) -> [Event] {
        try await base.outrights(competitionId: competitionId)
    }
    func favouriteLists() async throws(ServiceProviderError) -> [FavouriteList] { try await base.favouriteLists() }
    func addFavouriteList(name: String) async throws(ServiceProviderError) -> FavouriteList {
        try await base.addFavouriteList(name: name)
    }
    func removeFavouriteList(id: String) async throws(ServiceProviderError) { try await base.removeFavouriteList(id: id) }
    func favouriteEventIds(listId: String) async throws(ServiceProviderError) -> [String] {
        try await base.favouriteEventIds(listId: listId)
    }
    func addFavouriteEvent(id: String, listId: String) async throws(ServiceProviderError) -> [String] {
        try await base.addFavouriteEvent(id: id, listId: listId)
    }
    func removeFavouriteEvent(id: String, listId: String) async throws(ServiceProviderError) -> [String] {
        try await base.removeFavouriteEvent(id: id, listId: listId)
    }
    func regions(sport: SportKind) async throws(ServiceProviderError) -> [Region] { try await base.regions(sport: sport) }
    func competitions(regionId: String) async throws(ServiceProviderError) -> [Competition] {
        try await base.competitions(regionId: regionId)
    }
    func competition(id: String) async throws(ServiceProviderError) -> Competition { try await base.competition(id: id) }
    func matchWidget(_ kind: MatchWidgetKind, eventId: String) async throws(ServiceProviderError) -> MatchWidget {
        try await base.matchWidget(kind, eventId: eventId)
    }
}
