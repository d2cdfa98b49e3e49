import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Layer 1 (`GomaModels`) → layer 2 (domain). Pure functions, one file per area.
enum GomaModelMapper {
    /// A CMS URL string, `nil` when absent or empty.
    static func url(_ string: String?) -> URL? {
        guard let string, !string.isEmpty else { return nil }
        return URL(string: string)
    }

    /// The CMS `user_type`.
    static func audience(_ userType: String?) -> Audience {
        switch userType {
        case nil, "all": return .all
        case "authenticated": return .authenticated
        case "anonymous": return .anonymous
        case let other?: return .unknown(other)
        }
    }
}
