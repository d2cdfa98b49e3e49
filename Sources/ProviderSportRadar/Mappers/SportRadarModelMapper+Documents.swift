import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// Vendor document type codes ↔ domain types.
    static let documentTypes: [(code: String, type: DocumentType)] = [
        ("IDENTITY_CARD", .identityCard), ("PASSPORT", .passport), ("DRIVING_LICENCE", .drivingLicence),
        ("RESIDENCE_ID", .residencePermit), ("POA", .proofOfAddress), ("RIB", .bankDetails), ("OTHERS", .other),
    ]

    /// A vendor document type.
    static func documentType(_ code: String) -> DocumentType {
        documentTypes.first { $0.code == code }?.type ?? .unknown(code)
    }

    /// The vendor code for a document type.
    static func documentTypeCode(_ type: DocumentType) -> String {
        if case .unknown(let raw) = type { return raw }
        return documentTypes.first { $0.type == type }?.code ?? "OTHERS"
    }

    /// A review status.
    static func documentStatus(_ raw: String) -> DocumentStatus {
        switch raw {
        case "NOT_REVIEWED": return .notReviewed
        case "APPROVED": return .approved
        case "DECLINED": return .declined
        case "DELETED": return .deleted
        default: return .unknown(raw)
        }
    }

    /// The user's documents. Omega has no document id: type + first file name identifies one.
    static func userDocuments(_ response: SportRadarModels.UserDocumentsResponse) -> [UserDocument] {
        (response.userDocuments ?? []).map { document in
            var files = document.userDocumentFiles?.map(\.fileName) ?? []
            if files.isEmpty, let name = document.fileName { files = [name] }
            return UserDocument(id: document.documentType + "/" + (document.fileName ?? files.first ?? ""),
                                type: documentType(document.documentType), status: documentStatus(document.status),
                                uploadedAt: document.uploadDate.flatMap(SportRadarDates.omegaDateTime), fileNames: files)
        }
    }

    /// generateToken's answer: the token, or `.vendor` with the failure's numeric `code` and its `description`.
    static func identityToken(_ response: SportRadarModels.IdentityTokenResponse) throws(ServiceProviderError) -> IdentityVerificationToken {
        guard let token = response.token, !token.isEmpty else {
            throw .vendor(code: response.code.map(String.init) ?? "NO_TOKEN", message: response.description)
        }
        return IdentityVerificationToken(token: token, userId: response.userId)
    }

    /// checkDocumentation's review, its values passed through.
    static func identityReview(_ response: SportRadarModels.DocumentationCheckResponse) throws(ServiceProviderError) -> IdentityVerificationReview {
        guard let review = response.data?.review else {
            throw .invalidResponse(message: "The identity check has no review.")
        }
        return IdentityVerificationReview(status: review.reviewStatus, answer: review.reviewResult?.reviewAnswer,
                                          rejectType: review.reviewResult?.reviewRejectType, comment: review.reviewResult?.moderationComment,
                                          levelName: review.levelName, attempts: review.attemptCnt,
                                          submittedDocuments: response.data?.info?.idDocs?.map(\.idDocType) ?? [])
    }
}
