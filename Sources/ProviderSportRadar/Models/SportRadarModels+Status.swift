import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// The envelope every Omega response carries: errors come back as HTTP 200 with a
    /// `status` other than `SUCCESS`.
    struct StatusEnvelope: Decodable, Sendable {
        let status: String
        let errors: [FieldError]?
        let message: String?
        /// Only on `FAIL_TEMP_LOCK` (`dd-MM-yyyy HH:mm:ss`).
        let lockUntilDateFormatted: String?
    }

    /// One rejected field of a sign-up form.
    struct FieldError: Decodable, Sendable {
        let field: String
        let error: String
    }

    /// `{"status":"SUCCESS"}` and nothing else we need.
    struct BasicResponse: Decodable, Sendable {
        let status: String
    }
}
