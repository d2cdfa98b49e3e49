import Foundation

/// A kind of identity or address document (KYC).
public enum DocumentType: Sendable, Hashable {
    /// Identity card.
    case identityCard
    /// Passport.
    case passport
    /// Driving licence.
    case drivingLicence
    /// Residence permit.
    case residencePermit
    /// Proof of address (a bill or statement).
    case proofOfAddress
    /// Bank account details (e.g. a RIB).
    case bankDetails
    /// Any other document.
    case other
    /// A vendor type the SDK does not know.
    case unknown(String)
}

/// The review state of an uploaded document.
public enum DocumentStatus: Sendable, Hashable {
    /// Uploaded, not reviewed yet.
    case notReviewed
    /// Accepted.
    case approved
    /// Rejected.
    case declined
    /// Removed.
    case deleted
    /// A vendor status the SDK does not know.
    case unknown(String)
}

/// A document the user uploaded.
public struct UserDocument: Sendable, Hashable {
    /// The document's id.
    public var id: String
    /// Its type.
    public var type: DocumentType
    /// Its review state.
    public var status: DocumentStatus
    /// When it was uploaded.
    public var uploadedAt: Date?
    /// Its files' names.
    public var fileNames: [String]

    /// Creates a document.
    public init(id: String, type: DocumentType, status: DocumentStatus, uploadedAt: Date? = nil, fileNames: [String] = []) {
        self.id = id
        self.type = type
        self.status = status
        self.uploadedAt = uploadedAt
        self.fileNames = fileNames
    }
}

/// Where an uploaded file's bytes come from.
public enum UploadSource: Sendable {
    /// Bytes in memory.
    case data(Data)
    /// A file on disk, streamed in chunks, so a large upload is never held in memory whole.
    case file(URL)
}

/// A document to upload: one or several files, streamed from disk when given as file URLs.
public struct DocumentUpload: Sendable {
    /// One file.
    public struct File: Sendable {
        /// The file name sent to the server.
        public var filename: String
        /// Its MIME type (e.g. `image/jpeg`, `application/pdf`).
        public var contentType: String
        /// Its bytes.
        public var source: UploadSource

        /// Creates a file.
        public init(filename: String, contentType: String, source: UploadSource) {
            self.filename = filename
            self.contentType = contentType
            self.source = source
        }
    }

    /// The document type.
    public var type: DocumentType
    /// The files.
    public var files: [File]
    /// The document's number, when it has one.
    public var documentNumber: String?
    /// Issue date.
    public var issueDate: DateComponents?
    /// Expiry date.
    public var expiryDate: DateComponents?

    /// Creates an upload.
    public init(type: DocumentType, files: [File], documentNumber: String? = nil,
                issueDate: DateComponents? = nil, expiryDate: DateComponents? = nil) {
        self.type = type
        self.files = files
        self.documentNumber = documentNumber
        self.issueDate = issueDate
        self.expiryDate = expiryDate
    }
}

extension DocumentUpload: SecretHiding {
    /// The document number masked (``Redactor/masked(_:)``).
    package var printedFields: [(String, Any)] {
        [("type", type), ("files", files.map(\.filename)), ("documentNumber", Redactor.masked(documentNumber)),
         ("issueDate", issueDate as Any), ("expiryDate", expiryDate as Any)]
    }
}

/// Progress of an upload, then its result.
public enum DocumentUploadEvent: Sendable, Equatable {
    /// Bytes sent so far.
    case progress(UploadProgress)
    /// The server accepted the upload.
    case completed
}

/// A token for the identity-check service's own mobile SDK, which the app starts with it.
public struct IdentityVerificationToken: Sendable, Hashable {
    /// The access token (short-lived; never log it).
    public var token: String
    /// The user's id at the identity-check service.
    public var userId: String?

    /// Creates a token.
    public init(token: String, userId: String? = nil) {
        self.token = token
        self.userId = userId
    }
}

extension IdentityVerificationToken: SecretHiding {
    /// The token hidden.
    package var printedFields: [(String, Any)] { [("token", Redactor.hidden(token)), ("userId", userId as Any)] }
}

/// Where the user's identity check stands, in the identity-check service's own words (the
/// values are that service's vocabulary, passed through unchanged).
public struct IdentityVerificationReview: Sendable, Hashable {
    /// The review's state (e.g. `completed`).
    public var status: String
    /// The verdict once reviewed (e.g. `GREEN`), `nil` before.
    public var answer: String?
    /// Why it was rejected, when it was.
    public var rejectType: String?
    /// The reviewer's comment, when any.
    public var comment: String?
    /// The check's level.
    public var levelName: String?
    /// How many attempts the user made.
    public var attempts: Int?
    /// The kinds of documents submitted (e.g. `ID_CARD`, `SELFIE`).
    public var submittedDocuments: [String]

    /// Creates a review.
    public init(status: String, answer: String? = nil, rejectType: String? = nil, comment: String? = nil, levelName: String? = nil,
                attempts: Int? = nil, submittedDocuments: [String] = []) {
        self.status = status
        self.answer = answer
        self.rejectType = rejectType
        self.comment = comment
        self.levelName = levelName
        self.attempts = attempts
        self.submittedDocuments = submittedDocuments
    }
}
