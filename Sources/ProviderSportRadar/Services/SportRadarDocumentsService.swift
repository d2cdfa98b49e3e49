import Foundation
@_spi(ProviderKit) import ServicesProvider

/// KYC documents: types, the user's documents, and multipart uploads streamed from disk with
/// progress.
struct SportRadarDocumentsService: DocumentsService {
    let runtime: SportRadarRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.documentTypes, .documents, .documentUpload, .identityVerification]

    /// `generateToken?target=SUMSUB&docType=`; a failure is `.vendor` with the numeric code.
    func identityVerificationToken(documentType: String) async throws(ServiceProviderError) -> IdentityVerificationToken {
        try InputValidation.identifier(documentType, field: "documentType")
        return try await runtime.executor(.omega).send(SportRadarOmegaAPI.identityToken(documentType: documentType), mapping: SportRadarModelMapper.identityToken)
    }

    func identityVerificationReview() async throws(ServiceProviderError) -> IdentityVerificationReview {
        try SportRadarModelMapper.identityReview(try await runtime.executor(.omega).send(SportRadarOmegaAPI.documentationCheck))
    }

    func documentTypes() async throws(ServiceProviderError) -> [DocumentType] {
        let response = try await runtime.executor(.omega).send(SportRadarOmegaAPI.documentTypes)
        return response.documentTypes.map { SportRadarModelMapper.documentType($0.documentType) }
    }

    func documents() async throws(ServiceProviderError) -> [UserDocument] {
        SportRadarModelMapper.userDocuments(try await runtime.executor(.omega).send(SportRadarOmegaAPI.userDocuments))
    }

    func upload(_ document: DocumentUpload) -> LiveStream<DocumentUploadEvent> {
        let omega = runtime.executor(.omega)
        return LiveStream { continuation in
            let task = Task {
                do throws(ServiceProviderError) {
                    let endpoint = try Self.endpoint(for: document)
                    _ = try await omega.send(endpoint) { progress in
                        continuation.yield(.progress(progress))
                    }
                    continuation.yield(.completed)
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination { task.cancel() }
        }
    }

    /// One file → `uploadUserDocument` (field `file`); several → `uploadMultiUserDocument`
    /// (one `files` part each, per the method reference).
    static func endpoint(for document: DocumentUpload) throws(ServiceProviderError) -> Request<SportRadarModels.BasicResponse> {
        guard !document.files.isEmpty else {
            throw .validation(fields: [.init(field: "file", code: "REQUIRED", message: "Choose a file to upload.")])
        }
        var form = MultipartFormData()
        form.append(name: "documentType", value: SportRadarModelMapper.documentTypeCode(document.type))
        if let issue = document.issueDate.flatMap(SportRadarDates.day) { form.append(name: "issueDate", value: issue) }
        if let expiry = document.expiryDate.flatMap(SportRadarDates.day) { form.append(name: "expiryDate", value: expiry) }
        if let number = document.documentNumber { form.append(name: "documentNumber", value: number) }
        let single = document.files.count == 1
        for file in document.files {
            form.append(name: single ? "file" : "files", filename: file.filename, contentType: file.contentType, source: file.source)
        }
        return single ? SportRadarOmegaAPI.uploadDocument(form) : SportRadarOmegaAPI.uploadMultipleDocuments(form)
    }
}

extension SportRadarProvider {
    /// KYC documents.
    public var documents: any DocumentsService { SportRadarDocumentsService(runtime: runtime) }
}
