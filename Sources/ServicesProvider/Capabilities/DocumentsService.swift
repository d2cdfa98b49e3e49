/// Identity documents (KYC).
public protocol DocumentsService: ProviderService {
    /// The document types the user may upload.
    func documentTypes() async throws(ServiceProviderError) -> [DocumentType]
    /// The user's uploaded documents.
    func documents() async throws(ServiceProviderError) -> [UserDocument]
    /// Uploads a document. The stream reports progress, then `.completed`, or throws a
    /// `ServiceProviderError`.
    func upload(_ document: DocumentUpload) -> LiveStream<DocumentUploadEvent>
}

extension DocumentsService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func documentTypes() async throws(ServiceProviderError) -> [DocumentType] { throw unsupported(.documentTypes) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func documents() async throws(ServiceProviderError) -> [UserDocument] { throw unsupported(.documents) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func upload(_ document: DocumentUpload) -> LiveStream<DocumentUploadEvent> { unsupportedStream(.documentUpload) }
}
