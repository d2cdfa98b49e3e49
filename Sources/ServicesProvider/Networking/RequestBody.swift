import Foundation

/// A request body. The core encodes it and sets `Content-Type`; endpoints never build bytes by hand.
@_spi(ProviderKit) public enum RequestBody: Sendable {
    /// A value encoded with the provider's `JSONEncoder`.
    case json(any Encodable & Sendable)
    /// `application/x-www-form-urlencoded` fields, in order.
    case formURLEncoded([(name: String, value: String)])
    /// `multipart/form-data` parts; file parts are streamed from disk.
    case multipart(MultipartFormData)
    /// Bytes already encoded, with their content type.
    case raw(Data, contentType: String)
}

extension RequestBody {
    /// Percent-encodes form fields per the WHATWG `application/x-www-form-urlencoded` rules.
    static func formEncoded(_ fields: [(name: String, value: String)]) -> Data {
        fields.map { formEscape($0.name) + "=" + formEscape($0.value) }
            .joined(separator: "&")
            .data(using: .utf8) ?? Data()
    }

    private static let formAllowed: CharacterSet = {
        var set = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        set.insert(charactersIn: "*-._")
        return set
    }()

    private static func formEscape(_ string: String) -> String {
        (string.addingPercentEncoding(withAllowedCharacters: formAllowed) ?? string)
            .replacingOccurrences(of: "%20", with: "+")
    }
}
