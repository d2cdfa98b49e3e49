import Foundation
import ServicesProvider

/// KYC documents: types, the user's documents, and multipart uploads streamed from disk with
/// progress.
struct SportRadarDocumentsService: DocumentsService {
    let context: SportRadarContext
    var providerName: String { SportRadarContext.providerName }

    func documentTypes() async throws(ServiceProviderError) -> [DocumentType] {
        let response = try await context.omega.send(SportRadarOmegaAPI.documentTypes, as: SportRadarModels.DocumentTypesResponse.self)
        return response.documentTypes.map { SportRadarModelMapper.documentType($0.documentType) }
    }

    func documents() async throws(ServiceProviderError) -> [UserDocument] {
        SportRadarModelMapper.userDocuments(try await context.omega.send(SportRadarOmegaAPI.userDocuments, as: SportRadarModels.UserDocumentsResponse.self))
    }

    func upload(_ document: DocumentUpload) -> LiveStream<DocumentUploadEvent> {
        let omega = context.omega
        return LiveStream { continuation in
            let task = Task {
                do throws(ServiceProviderError) {
                    let endpoint = try Self.endpoint(for: document)
                    _ = try await omega.send(endpoint, as: SportRadarModels.BasicResponse.self) { progress in
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
    static func endpoint(for document: DocumentUpload) throws(ServiceProviderError) -> SportRadarOmegaAPI {
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
        return single ? .uploadDocument(form) : .uploadMultipleDocuments(form)
    }
}
