/// The signed-in user as one session lease holds them, handed to a request that names the user
/// (`RequestExecutor.send(forUser:)`), so the id it writes and the token that signs it come
/// from the same read of the session.
@_spi(ProviderKit) public struct SessionUser: Sendable, Equatable {
    /// The user's id at the vendor.
    public let id: String
    /// Provider-specific values kept with the session (e.g. a currency, a launch token).
    public let attributes: [String: String]

    /// A user with the given id and attributes (tests build endpoints with one).
    public init(id: String, attributes: [String: String] = [:]) {
        self.id = id
        self.attributes = attributes
    }

    /// The user of a lease; `.unauthorized` when the lease is anonymous or missing.
    init(_ credentials: Credentials?) throws(ServiceProviderError) {
        guard let credentials, let id = credentials.userId else { throw .unauthorized }
        self.id = id
        attributes = credentials.attributes
    }
}

extension SessionUser: SecretHiding {
    /// Attribute values can be tokens (a launch token): only their names are shown.
    package var printedFields: [(String, Any)] { [("id", id), ("attributes", Redactor.hidden(attributes))] }
}
