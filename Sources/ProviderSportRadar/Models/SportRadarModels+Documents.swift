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

    /// `GET /ps/ips/getDocumentTypes`. No recorded response: the shape is the documented
    /// `DocumentTypesResponse` (a list of `documentType` codes).
    struct DocumentTypesResponse: Decodable, Sendable {
        let status: String
        let documentTypes: [DocumentTypeEntry]
    }

    /// One document type the user may upload.
    struct DocumentTypeEntry: Decodable, Sendable {
        let documentType: String
    }
}
