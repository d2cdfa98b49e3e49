#if canImport(Security)
import Foundation
import Security

/// Keeps credentials in the Keychain as a generic password item.
public final class KeychainTokenStorage: TokenStorage {
    private let service: String
    private let account: String

    /// Creates a storage for one provider's credentials.
    public init(service: String, account: String = "credentials") {
        self.service = service
        self.account = account
    }

    private var query: [String: Any] {
        [kSecClass as String: kSecClassGenericPassword,
         kSecAttrService as String: service,
         kSecAttrAccount as String: account]
    }

    /// The stored credentials, or `nil`.
    public func load() -> Credentials? {
        var query = self.query
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess, let data = result as? Data else { return nil }
        return try? JSONDecoder().decode(Credentials.self, from: data)
    }

    /// Stores credentials, replacing any stored before.
    public func save(_ credentials: Credentials) throws {
        let data = try JSONEncoder().encode(credentials)
        SecItemDelete(query as CFDictionary)
        var item = query
        item[kSecValueData as String] = data
        item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(item as CFDictionary, nil)
        guard status == errSecSuccess else {
            throw ServiceProviderError.vendor(code: "KEYCHAIN_\(status)", message: "Could not store the session.")
        }
    }

    /// Removes the stored credentials.
    public func clear() {
        SecItemDelete(query as CFDictionary)
    }
}
#endif
