import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// `GET /ps/ips/getUserDocuments`.
    struct UserDocumentsResponse: Decodable, Sendable {
        let status: String
        let userDocuments: [UserDocument]?
    }

    /// One uploaded document.
    struct UserDocument: Decodable, Sendable {
        let documentType: String
        let fileName: String?
        let status: String
        /// `dd-MM-yyyy HH:mm:ss`, kept as text by the vendor's own client.
        let uploadDate: String?
        let userDocumentFiles: [UserDocumentFile]?
    }

    /// One file of a document.
    struct UserDocumentFile: Decodable, Sendable {
        let fileName: String
    }

    /// `GET /ps/ips/getDocumentTypes` (no session): `documentTypes[]`, each with a code and
    /// optional `…Required` flags the SDK does not read.
    struct DocumentTypesResponse: Decodable, Sendable {
        let status: String
        let documentTypes: [DocumentTypeEntry]
    }

    /// One document type the user may upload.
    struct DocumentTypeEntry: Decodable, Sendable {
        let documentType: String
    }

    /// `GET /ps/ips/generateToken`: no `status`; `token` and `userId`, or on failure
    /// `description` with a numeric `code`.
    struct IdentityTokenResponse: Decodable, Sendable {
        let token: String?
        let userId: String?
        let description: String?
        let code: Int?
    }

    /// `GET /ps/ips/checkDocumentation`.
    struct DocumentationCheckResponse: Decodable, Sendable {
        let status: String
        let data: DocumentationCheck?
    }

    /// The identity-check service's applicant.
    struct DocumentationCheck: Decodable, Sendable {
        let externalUserId: String?
        let info: Info?
        let review: Review?

        struct Info: Decodable, Sendable {
            let idDocs: [IdDoc]?
        }

        struct IdDoc: Decodable, Sendable {
            let idDocType: String
        }

        struct Review: Decodable, Sendable {
            let attemptCnt: Int?
            let createDate: String?
            let reviewDate: String?
            let reviewResult: ReviewResult?
            let reviewStatus: String
            let levelName: String?
        }

        struct ReviewResult: Decodable, Sendable {
            let reviewAnswer: String
            let reviewRejectType: String?
            let moderationComment: String?
        }
    }
}
