import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Passes one id into every public method that takes an id, on one provider, and holds what
/// each call sent to the path rules: a call is refused (`.validation`, `.invalidRequest`, or
/// `.notSupported`) having sent nothing, or everything it sent keeps the id whole and inert:
/// paths of unreserved characters and `%XX` escapes, no `.` or `..` segment (raw or encoded), the
/// id whole in one path segment, query or form value, JSON string or aggregator topic segment,
/// and never more than `InputValidation.maximumTextLength` bytes of it.
enum HostileIdProbe {
    /// Every public id-taking method (the stream-only ones aside), the id in each id parameter
    /// in turn; slips use the subject's pick with one of its ids replaced.
    static func calls(_ id: String) -> [ProbeCall] {
        let euros = Money(amount: 5, currency: ProbeProvider.accountCurrency)
        @Sendable func slip(_ subject: ProbeSubject, _ edit: (inout BetSelection) -> Void) -> BetSlip {
            var selection = subject.pick ?? BetSelection(eventId: "1", marketId: "1", outcomeId: "1", odds: Odds(decimal: 2))
            edit(&selection)
            return BetSlip(selections: [selection], type: .single, stakePerBet: euros)
        }
        return [
            ProbeCall("events.event(id:)") { _ = try await $0.client.events.event(id: id) },
            ProbeCall("events.addFavouriteEvent(id:)") { _ = try await $0.client.events.addFavouriteEvent(id: id) },
            ProbeCall("events.removeFavouriteEvent(id:)") { _ = try await $0.client.events.removeFavouriteEvent(id: id) },
            ProbeCall("events.marketGroups(eventId:)") { _ = try await $0.client.events.marketGroups(eventId: id) },
            ProbeCall("events.markets(eventId:group:) eventId") { _ = try await $0.client.events.markets(eventId: id, group: "main") },
            ProbeCall("events.markets(eventId:group:) group") { _ = try await $0.client.events.markets(eventId: $0.pick?.eventId ?? "1", group: id) },
            ProbeCall("events.outrights(competitionId:)") { _ = try await $0.client.events.outrights(competitionId: id) },
            ProbeCall("events.list(competitionId:)") { _ = try await $0.client.events.list(EventQuery(sport: .football, competitionId: id)) },
            ProbeCall("events.competitions(regionId:)") { _ = try await $0.client.events.competitions(regionId: id) },
            ProbeCall("events.competition(id:)") { _ = try await $0.client.events.competition(id: id) },
            ProbeCall("events.search(_:limit:)") { _ = try await $0.client.events.search(id, limit: 10) },
            ProbeCall("events.removeFavouriteList(id:)") { try await $0.client.events.removeFavouriteList(id: id) },
            ProbeCall("events.favouriteEventIds(listId:)") { _ = try await $0.client.events.favouriteEventIds(listId: id) },
            ProbeCall("events.addFavouriteEvent(id:listId:) id") { _ = try await $0.client.events.addFavouriteEvent(id: id, listId: "1") },
            ProbeCall("events.addFavouriteEvent(id:listId:) listId") { _ = try await $0.client.events.addFavouriteEvent(id: "1", listId: id) },
            ProbeCall("events.removeFavouriteEvent(id:listId:) id") { _ = try await $0.client.events.removeFavouriteEvent(id: id, listId: "1") },
            ProbeCall("events.removeFavouriteEvent(id:listId:) listId") { _ = try await $0.client.events.removeFavouriteEvent(id: "1", listId: id) },
            ProbeCall("betting.cashoutOffer(betId:)") { _ = try await $0.client.betting.cashoutOffer(betId: id) },
            ProbeCall("betting.cashout(_:) betId") { _ = try await $0.client.betting.cashout(CashoutOffer(betId: id, amount: euros)) },
            ProbeCall("betting.bet(id:)") { _ = try await $0.client.betting.bet(id: id) },
            ProbeCall("betting.refreshBet(id:)") { _ = try await $0.client.betting.refreshBet(id: id) },
            ProbeCall("betting.deleteBet(id:)") { try await $0.client.betting.deleteBet(id: id) },
            ProbeCall("betting.updateBet(id:to:)") { subject in _ = try await subject.client.betting.updateBet(id: id, to: slip(subject) { _ in }) },
            ProbeCall("betting.sharedBet(code:)") { _ = try await $0.client.betting.sharedBet(code: id) },
            ProbeCall("betting.qrCode(forBetId:)") { _ = try await $0.client.betting.qrCode(forBetId: id) },
            ProbeCall("betting.selections(forBookingCode:)") { _ = try await $0.client.betting.selections(forBookingCode: id) },
            ProbeCall("betting.potentialReturn(_:) eventId") { subject in _ = try await subject.client.betting.potentialReturn(slip(subject) { $0.eventId = id }) },
            ProbeCall("betting.potentialReturn(_:) marketId") { subject in _ = try await subject.client.betting.potentialReturn(slip(subject) { $0.marketId = id }) },
            ProbeCall("betting.potentialReturn(_:) outcomeId") { subject in _ = try await subject.client.betting.potentialReturn(slip(subject) { $0.outcomeId = id }) },
            ProbeCall("betting.placeBet(_:) outcomeId") { subject in
                _ = try await subject.client.betting.placeBet(BetPlacementRequest(slip: slip(subject) { $0.outcomeId = id }))
            },
            ProbeCall("betting.placeBet(_:) priceId") { subject in
                _ = try await subject.client.betting.placeBet(BetPlacementRequest(slip: slip(subject) { $0.priceId = id }))
            },
            ProbeCall("betting.placeBet(_:) reference") { subject in
                _ = try await subject.client.betting.placeBet(BetPlacementRequest(slip: slip(subject) { _ in }, reference: id))
            },
            ProbeCall("betting.placeBet(_:) freeBetId") { subject in
                _ = try await subject.client.betting.placeBet(BetPlacementRequest(slip: slip(subject) { _ in }, freeBetId: id))
            },
            ProbeCall("betting.bookingCode(for:)") { subject in _ = try await subject.client.betting.bookingCode(for: slip(subject) { $0.outcomeId = id }.selections) },
            ProbeCall("bonuses.redeemBonusCode(_:)") { _ = try await $0.client.bonuses.redeemBonusCode(id) },
            ProbeCall("bonuses.optInBonus(id:)") { try await $0.client.bonuses.optInBonus(id: id) },
            ProbeCall("bonuses.optOutBonus(id:)") { try await $0.client.bonuses.optOutBonus(id: id) },
            ProbeCall("bonuses.cancelBonus(id:)") { try await $0.client.bonuses.cancelBonus(id: id) },
            ProbeCall("payments.paymentStatus(paymentId:)") { _ = try await $0.client.payments.paymentStatus(paymentId: id) },
            ProbeCall("payments.cancelWithdrawal(id:)") { try await $0.client.payments.cancelWithdrawal(id: id) },
            ProbeCall("payments.cancelDeposit(paymentId:)") { try await $0.client.payments.cancelDeposit(paymentId: id) },
            ProbeCall("payments.deposit(_:) methodId") { _ = try await $0.client.payments.deposit(DepositRequest(methodId: id, amount: euros)) },
            ProbeCall("payments.withdraw(_:) methodId") { _ = try await $0.client.payments.withdraw(WithdrawalRequest(methodId: id, amount: euros)) },
            ProbeCall("payments.continueDeposit(_:) paymentId") {
                _ = try await $0.client.payments.continueDeposit(DepositContinuation(paymentId: id, amount: euros, methodType: "paypal"))
            },
            ProbeCall("responsibleGaming.changeLimit(id:)") { _ = try await $0.client.responsibleGaming.changeLimit(id: id, amount: euros, skipCoolOff: false) },
            ProbeCall("responsibleGaming.removeLimit(id:)") { try await $0.client.responsibleGaming.removeLimit(id: id, skipCoolOff: false) },
            ProbeCall("documents.identityVerificationToken(documentType:)") { _ = try await $0.client.documents.identityVerificationToken(documentType: id) },
            ProbeCall("content.promotionDetails(_:) promotionSlug") {
                _ = try await $0.client.content.promotionDetails(PromotionPageReference(promotionSlug: id, pageSlug: "terms"))
            },
            ProbeCall("content.promotionDetails(_:) pageSlug") {
                _ = try await $0.client.content.promotionDetails(PromotionPageReference(promotionSlug: "welcome", pageSlug: id))
            },
        ]
    }

    /// The rule's breaches in what one call sent with `id` (a call that sent nothing breaks
    /// none: it was refused, or the provider does not offer it). The search sends its text
    /// trimmed of surrounding whitespace (`InputValidation.search`), so that is the id it carries.
    static func findings(_ record: ProbeCallRecord, id probeId: ProbeId) -> [String] {
        var findings: [String] = []
        if record.timedOut { findings.append("\(record.name): did not end") }
        let id = record.name.hasPrefix("events.search") ? probeId.text.trimmingCharacters(in: .whitespacesAndNewlines) : probeId.text
        let sent = record.everythingSent
        for request in record.requests { findings += request.pathProblems.map { "\(record.name): \($0)" } }
        for topic in record.live where topic.split(separator: " ").first?.split(separator: "/").contains(where: { $0 == "." || $0 == ".." }) == true {
            findings.append("\(record.name): topic with a '.' or '..' segment: \(topic.prefix(200))")
        }
        guard let marker = probeId.marker else { return findings }
        for request in record.requests where request.raw.contains(marker) {
            if !request.texts.contains(where: { $0.contains(id) }) {
                findings.append("\(record.name): \(request.summary.prefix(200)) carries the id, but not whole in any one segment or value")
            }
        }
        for entry in record.live where entry.contains(marker) {
            let topic = entry.split(separator: " ", maxSplits: 1).first.map(String.init) ?? entry
            let wholeInTopic = topic.split(separator: "/").contains { $0.contains(id) }
            let wholeInArguments = SentRequest.jsonStrings(in: Data(entry.dropFirst(topic.count).utf8)).contains { $0.contains(id) }
            if !wholeInTopic && !wholeInArguments { findings.append("\(record.name): live \(entry.prefix(200)) carries the id, but not whole") }
        }
        if id.utf8.count > InputValidation.maximumTextLength, sent.contains(where: { $0.contains(marker) }) {
            findings.append("\(record.name): sent an id of \(id.utf8.count) bytes (unbounded input; ids are at most \(InputValidation.maximumIdentifierLength))")
        }
        return findings
    }
}
