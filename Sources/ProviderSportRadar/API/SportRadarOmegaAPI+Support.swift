import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Omega's customer-service call (fixture README, "Customer support").
extension SportRadarOmegaAPI {
    /// `GET /ps/ips/contactus?firstName=&lastName=&email=&subject=&message=`: the message in the
    /// query, as the vendor's client sends it (its older reference says POST). No session, so it
    /// works signed out. It sends a message, so it is not idempotent and never retried.
    static func contactUs(firstName: String, lastName: String, email: String, subject: String, message: String)
        -> Request<SportRadarModels.BasicResponse> {
        Request(.get, "/ps/ips/contactus",
                query: [URLQueryItem(name: "firstName", value: firstName), URLQueryItem(name: "lastName", value: lastName),
                        URLQueryItem(name: "email", value: email), URLQueryItem(name: "subject", value: subject),
                        URLQueryItem(name: "message", value: message)],
                idempotent: false)
    }
}
