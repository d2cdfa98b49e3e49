/// One thing a provider can do. `client.capabilities` lists the features a provider offers,
/// so an app hides a button rather than catching `.notSupported`.
public enum Feature: String, CaseIterable, Sendable, Hashable {
    // Account
    case login, logout, profile, registration, passwordChange
    // Wallet
    case balance
    // Payments
    case depositMethods, deposit, paymentStatus, withdrawalMethods, withdrawal, cancelWithdrawal, transactionHistory
    // Documents (KYC)
    case documentTypes, documents, documentUpload
    // Events
    case sports, competitions, events, eventDetails, liveEvents, liveChanges
    // Betting
    case potentialReturn, placeBet, betHistory, cashoutOffer, cashout
    // Content
    case homeLayout, banners, alertBanners, boostedOddsBanners, carouselEvents, heroCards, proChoices, stories, news
}

/// Anything that belongs to a named provider (used by the `.notSupported` defaults).
public protocol ProviderService: Sendable {
    /// The provider's name, for `.notSupported(feature:provider:)`.
    var providerName: String { get }
}

extension ProviderService {
    /// The error a provider's missing feature throws.
    public func unsupported(_ feature: Feature) -> ServiceProviderError {
        .notSupported(feature: feature.rawValue, provider: providerName)
    }

    /// A stream that fails at once with `.notSupported`.
    public func unsupportedStream<Element>(_ feature: Feature) -> AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { $0.finish(throwing: unsupported(feature)) }
    }
}
