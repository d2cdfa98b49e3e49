import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Omega's identity-check calls (fixture README, "Documents and identity check").
extension SportRadarOmegaAPI {
    /// The identity-check service the token and the check are for.
    static let identityCheckTarget = "SUMSUB"

    /// `GET /ps/ips/generateToken?target=SUMSUB&docType=`.
    static func identityToken(documentType: String) -> Request<SportRadarModels.IdentityTokenResponse> {
        Request("/ps/ips/generateToken",
                query: [URLQueryItem(name: "target", value: identityCheckTarget), URLQueryItem(name: "docType", value: documentType)],
                authorization: .query(sessionKeyParameter))
    }

    /// `GET /ps/ips/checkDocumentation?target=SUMSUB&resultType=OVERALL`.
    static var documentationCheck: Request<SportRadarModels.DocumentationCheckResponse> {
        Request("/ps/ips/checkDocumentation",
                query: [URLQueryItem(name: "target", value: identityCheckTarget), URLQueryItem(name: "resultType", value: "OVERALL")],
                authorization: .query(sessionKeyParameter))
    }
}
