import Foundation
import ServicesProvider
import AppModels

/// The demo's privacy and support steps, each shown only where the provider offers it.
extension DemoFlow {
    /// The user's consents as a privacy screen shows them, then one optional consent's answer
    /// flipped and read back (a mandatory one is never declined).
    func consents() async throws(ServiceProviderError) {
        guard client.supports(.consents) else { return }
        section("Consents")
        let consents = try await client.account.consents()
        if consents.isEmpty { line("No consent asked.") }
        for item in mapper.consentItems(consents) {
            line("\(item.title): \(item.statusText)" + (item.requiredText.map { " (\($0))" } ?? ""))
        }
        guard let optional = consents.first(where: { $0.isMandatory != true && $0.status != .given }) else { return }
        try await client.account.saveConsents([optional.decision(isGiven: true)])
        let saved = try await client.account.consents().first { $0.id == optional.id }
        line("Agreed to \(optional.name): now " + (saved.map { mapper.consentItems([$0]).first?.statusText ?? "" } ?? "gone"))
    }

    /// A message through the contact form, and a ticket at the help desk where there is one.
    func support() async throws(ServiceProviderError) {
        guard client.supports(.contactForm) || client.supports(.supportTickets) else { return }
        section("Customer support")
        if client.supports(.contactForm) {
            try await client.account.sendContactMessage(ContactMessage(firstName: "Demo", lastName: "Player", email: "demo.player@example.com",
                                                                       subject: "A question", message: "Hello,\nhow do I change my e-mail address?"))
            line("Contact form: message sent.")
        }
        if client.supports(.supportTickets) {
            let ticket = try await client.account.createSupportTicket(SupportTicketRequest(
                subject: "Pending withdrawal", category: "withdrawal", message: "My withdrawal has been pending for three days."))
            line("Help desk: ticket \(ticket.id) opened (\(ticket.status == .new ? "new" : "\(ticket.status)")).")
        }
    }

    /// Which of the listed open bets the bookmaker would cash out now.
    func cashable(_ bets: [Bet]) async throws(ServiceProviderError) {
        guard client.supports(.cashableBets), !bets.isEmpty else { return }
        let cashable = try await client.betting.cashableBetIds()
        let listed = bets.filter { cashable.contains($0.id) }
        line("Cashable now: " + (listed.isEmpty ? "none" : listed.map(\.id).joined(separator: ", ")))
    }
}
