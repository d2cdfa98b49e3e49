/// One area of a provider's API, as `Client` exposes it (`client.account`, `client.content`, …):
/// the unit a ``ComposedProvider`` routes to one provider.
public enum CapabilityArea: String, CaseIterable, Sendable, Hashable {
    /// ``ServiceProvider/account``; also the area whose session ``ComposedProvider`` speaks for.
    case account
    /// ``ServiceProvider/wallet``.
    case wallet
    /// ``ServiceProvider/payments``.
    case payments
    /// ``ServiceProvider/documents``.
    case documents
    /// ``ServiceProvider/events``; also the sportsbook that content naming events is resolved by.
    case events
    /// ``ServiceProvider/betting``.
    case betting
    /// ``ServiceProvider/content``: the home page and promotions.
    case content
    /// ``ServiceProvider/bonuses``.
    case bonuses
    /// ``ServiceProvider/responsibleGaming``.
    case responsibleGaming
    /// ``ServiceProvider/casino``.
    case casino
    /// ``ServiceProvider/recommendations``.
    case recommendations
    /// ``ServiceProvider/social``.
    case social
    /// ``ServiceProvider/chat``.
    case chat

    /// The provider's service for this area, as the protocol every area service shares.
    func service(of provider: any ServiceProvider) -> any ProviderService {
        switch self {
        case .account: provider.account
        case .wallet: provider.wallet
        case .payments: provider.payments
        case .documents: provider.documents
        case .events: provider.events
        case .betting: provider.betting
        case .content: provider.content
        case .bonuses: provider.bonuses
        case .responsibleGaming: provider.responsibleGaming
        case .casino: provider.casino
        case .recommendations: provider.recommendations
        case .social: provider.social
        case .chat: provider.chat
        }
    }
}
