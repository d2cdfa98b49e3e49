/// Identity documents (KYC).
public protocol DocumentsService: ProviderService {
    /// The document types the user may upload.
    func documentTypes() async throws(ServiceProviderError) -> [DocumentType]
    /// The user's uploaded documents.
    func documents() async throws(ServiceProviderError) -> [UserDocument]
    /// Uploads a document. The stream reports progress, then `.completed`, or throws a
    /// `ServiceProviderError`.
    func upload(_ document: DocumentUpload) -> LiveStream<DocumentUploadEvent>
    /// A token to start the identity-check service's SDK with; `documentType` is the check's
    /// document kind as the operator configures it (opaque, passed through).
    func identityVerificationToken(documentType: String) async throws(ServiceProviderError) -> IdentityVerificationToken
    /// Where the user's identity check stands.
    func identityVerificationReview() async throws(ServiceProviderError) -> IdentityVerificationReview
}

extension DocumentsService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func documentTypes() async throws(ServiceProviderError) -> [DocumentType] { throw unsupported(.documentTypes) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func documents() async throws(ServiceProviderError) -> [UserDocument] { throw unsupported(.documents) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func upload(_ document: DocumentUpload) -> LiveStream<DocumentUploadEvent> { unsupportedStream(.documentUpload) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func identityVerificationToken(documentType: String) async throws(ServiceProviderError) -> IdentityVerificationToken {
        throw unsupported(.identityVerification)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func identityVerificationReview() async throws(ServiceProviderError) -> IdentityVerificationReview {
        throw unsupported(.identityVerification)
    }
}
