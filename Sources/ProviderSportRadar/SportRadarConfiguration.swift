import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Where and as whom the SportRadar provider talks. Every host and the front-end code have no
/// defaults (an optional host is passed as `nil` on purpose): an app names its operator's
/// environment (``SportRadarSandbox/configuration`` supplies the sandbox's in `ServicesProviderTesting`).
public struct SportRadarConfiguration: Sendable {
    /// The Omega (player account) host, e.g. `https://pam.example.com`.
    public var omegaBaseURL: URL
    /// The Poseidon (content and betting) host.
    public var poseidonBaseURL: URL
    /// Sent as `X-MGS-BusinessUnit` on betting calls (e.g. `3`).
    public var businessUnit: String
    /// Sent as `X-MGS-Location` on betting calls (e.g. `FR`).
    public var location: String
    /// Content language (e.g. `FR`), also used for the payment locale.
    public var language: String
    /// The operator's front-end code: the root of the content navigation (`{code}/top`).
    public var frontEndCode: String
    /// The currency used for amounts the betting API sends without one, until the login's
    /// currency is known.
    public var defaultCurrency: String
    /// ``defaultCurrency`` when a configuration names none (and in the `decode` tool, which reads a
    /// recorded payload without its operator's configuration).
    public static let fallbackCurrency = "EUR"
    /// The live subscription host (`/services/content/subscribe`); `nil`: the Poseidon host.
    public var subscriptionBaseURL: URL?
    /// The static configuration host (`/sportsbook/config/…`, e.g. the market filter); `nil`: the Poseidon host.
    public var cdnBaseURL: URL?
    /// The live socket (`wss://<host>/notification/listen/websocket`); `nil`: no live data.
    public var liveSocketURL: URL?
    /// The recommendation vendor, when the operator has one (recommendations are offered only then).
    public var recommendations: Recommendations?
    /// The operator's help desk for support tickets (its host, API token and custom field ids);
    /// `nil`: no support tickets (the contact form, on Omega, needs none of it).
    public var supportDesk: SportRadarSupportDesk?
    /// Where the match widgets load from (host and client ids); `nil`: no match widgets.
    public var matchWidgets: SportRadarMatchWidgets?

    /// Creates a configuration; the environment (hosts, front-end code, the help desk and the
    /// widgets' host) is required.
    public init(omegaBaseURL: URL, poseidonBaseURL: URL, subscriptionBaseURL: URL?, cdnBaseURL: URL?, liveSocketURL: URL?,
                supportDesk: SportRadarSupportDesk?, matchWidgets: SportRadarMatchWidgets?,
                frontEndCode: String, businessUnit: String, location: String, language: String,
                defaultCurrency: String = SportRadarConfiguration.fallbackCurrency) {
        self.omegaBaseURL = omegaBaseURL
        self.poseidonBaseURL = poseidonBaseURL
        self.businessUnit = businessUnit
        self.location = location
        self.language = language
        self.frontEndCode = frontEndCode
        self.defaultCurrency = defaultCurrency
        self.subscriptionBaseURL = subscriptionBaseURL
        self.cdnBaseURL = cdnBaseURL
        self.liveSocketURL = liveSocketURL
        self.supportDesk = supportDesk
        self.matchWidgets = matchWidgets
    }

    /// The payment locale, `language-REGION` (e.g. `fr-FR`).
    var paymentLocale: String { language.lowercased() + "-" + location.uppercased() }
}

extension SportRadarConfiguration: SecretHiding {
    /// URLs without user info or secret query values; the help desk's API token hidden.
    package var printedFields: [(String, Any)] {
        let redactor = Redactor()
        return [("omegaBaseURL", redactor.url(omegaBaseURL)), ("poseidonBaseURL", redactor.url(poseidonBaseURL)),
                ("businessUnit", businessUnit), ("location", location), ("language", language),
                ("frontEndCode", frontEndCode), ("defaultCurrency", defaultCurrency),
                ("subscriptionBaseURL", redactor.url(subscriptionBaseURL)), ("cdnBaseURL", redactor.url(cdnBaseURL)),
                ("liveSocketURL", redactor.url(liveSocketURL)), ("recommendations", recommendations as Any),
                ("supportDesk", supportDesk as Any), ("matchWidgets", matchWidgets as Any)]
    }
}
