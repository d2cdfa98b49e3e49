import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's account routes: limits (set, change and remove change the list), time-out and
/// self-exclusion (`{}`), the password reset by phone (the SMS code is always
/// ``passwordResetCode``; any other is the vendor's invalid-code error), the registration form,
/// both transaction histories, and favourites (add and remove change the list).
extension EveryMatrixSandbox {
    /// The SMS code the sandbox's password reset accepts.
    public static let passwordResetCode = "123456"

    /// The account's mutable part: limits and favourites, each limit kept as its JSON object.
    struct AccountData {
        var limits: [Data]
        var favourites: [String]
        var nextLimit = 1
    }

    static func registerAccountRoutes(on transport: SandboxTransport, state: State) {
        let data = Locked(AccountData(limits: initialLimits(), favourites: initialFavourites()))
        registerLimitRoutes(on: transport, data: data)
        transport.on(.post, "/v1/player/resetPasswordByMobilePhone") { _ in .data(fixture("api/reset-password-by-mobile.json")) }
        transport.on(.post, "/v1/player/resetPasswordByMobilePhone/validate") { request in
            guard request.queryValue("validationCode") == passwordResetCode else {
                return .response(status: 400, headers: ["Content-Type": "application/json"], body: fixture("api/reset-password-validate-error.json"))
            }
            return .data(fixture("api/reset-password-validate.json"))
        }
        transport.on(.post, "/v1/player/ResetPasswordByHashKey") { _ in .data(fixture("api/reset-password-by-hash-key.json")) }
        transport.on(.get, "/v1/player/legislation/registration/config") { _ in .data(fixture("api/registration-config.json")) }
        transport.on(.get, "/v1/player/{userId}/transactions/banking") { _ in .data(walletFixture("api/transactions-banking.json")) }
        transport.on(.get, "/v1/player/{userId}/transactions/wagering") { _ in .data(walletFixture("api/transactions-wagering.json")) }
        transport.on(.get, "/user-data-service/v1/favorite/events/{operatorId}/{userId}") { _ in
            json(["favoriteEvents": data.withLock { $0.favourites }])
        }
        transport.on(.post, "/user-data-service/v1/favorite/events") { request in
            let ids = favouriteIds(in: request.body)
            return json(["favoriteEvents": data.withLock { account in
                account.favourites += ids.filter { !account.favourites.contains($0) }
                return account.favourites
            }])
        }
        transport.on(.delete, "/user-data-service/v1/favorite/events") { request in
            let ids = Set(favouriteIds(in: request.body))
            return json(["favoriteEvents": data.withLock { account in
                account.favourites.removeAll { ids.contains($0) }
                return account.favourites
            }])
        }
    }

    private static func registerLimitRoutes(on transport: SandboxTransport, data: Locked<AccountData>) {
        transport.on(.get, "/v1/player/{userId}/limits/monetary") { _ in
            json(["limits": data.withLock { $0.limits }.compactMap { try? JSONSerialization.jsonObject(with: $0) }])
        }
        transport.on(.post, "/v1/player/{userId}/limits/monetary") { request in
            let fields = object(request.body)
            let type = fields["type"] as? String ?? "", period = (fields["period"] as? String ?? "").capitalized
            let exists = data.withLock { account in
                account.limits.contains { limit in
                    let known = object(limit)
                    return known["type"] as? String == type && known["period"] as? String == period
                }
            }
            guard !exists else {
                return .response(status: 400, headers: ["Content-Type": "application/json"], body: fixture("api/limits-monetary-set-error.json"))
            }
            var limit = object(walletFixture("api/limits-monetary-set.json"))["limit"] as? [String: Any] ?? [:]
            limit["type"] = type
            limit["period"] = period
            limit["amount"] = fields["amount"]
            limit["currency"] = fields["currency"]
            limit["id"] = "sandbox-limit-" + String(data.withLock { account in
                defer { account.nextLimit += 1 }
                return account.nextLimit
            })
            let encoded = (try? JSONSerialization.data(withJSONObject: limit)) ?? Data("{}".utf8)
            data.withLock { $0.limits.append(encoded) }
            return json(["limit": limit])
        }
        transport.on(.put, "/v1/player/{userId}/limits/monetary/{limitId}") { request in
            let id = request.pathParameters["limitId"] ?? ""
            let amount = object(request.body)["amount"]
            let updated: [String: Any]? = data.withLock { account in
                guard let index = account.limits.firstIndex(where: { object($0)["id"] as? String == id }) else { return nil }
                var limit = object(account.limits[index])
                limit["amount"] = amount
                account.limits[index] = (try? JSONSerialization.data(withJSONObject: limit)) ?? account.limits[index]
                return limit
            }
            guard let updated else { return .json(#"{"errorCode":"LimitNotFound","message":"No such limit."}"#, status: 404) }
            return json(["limit": updated])
        }
        transport.on(.delete, "/v1/player/{userId}/limits/monetary/{limitId}") { request in
            let id = request.pathParameters["limitId"] ?? ""
            data.withLock { $0.limits.removeAll { object($0)["id"] as? String == id } }
            return .data(fixture("api/limits-empty.json"))
        }
        transport.on(.put, "/v1/player/{userId}/limits/session") { _ in .data(fixture("api/limits-empty.json")) }
    }

    private static func object(_ data: Data?) -> [String: Any] {
        data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
    }

    private static func initialLimits() -> [Data] {
        (object(walletFixture("api/limits-monetary.json"))["limits"] as? [Any] ?? []).compactMap { try? JSONSerialization.data(withJSONObject: $0) }
    }

    private static func initialFavourites() -> [String] {
        object(fixture("api/favorites.json"))["favoriteEvents"] as? [String] ?? []
    }

    private static func favouriteIds(in body: Data?) -> [String] {
        object(body)["favoriteEvents"] as? [String] ?? []
    }
}
