import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's market filter (CDN) and favourites: the recorded list ("Mes matchs", 5012,
/// holding 4067574.1) to start with, then kept in memory: lists added and removed, favourites
/// added (rows numbered from 77002) and removed by row id.
extension SportRadarSandbox {
    static func registerEventsAdditions(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {
        transport.on(.get, "/sportsbook/config/marketsFilter_v2.json") { _ in .data(fixture("marketsFilter.json")) }
        let favourites = Locked(SandboxFavourites())
        transport.on(.get, "/api/favourites/fw/getAccountFavouriteCoupon") { _ in
            let lists = favourites.withLock { $0.lists }.map { ["idfwAccountFavouriteCoupon": $0.id, "name": $0.name, "idmmCustomer": 100234] as [String: Any] }
            return try json(["accountFavouriteCoupons": lists])
        }
        transport.on(.post, "/api/favourites/fw/addAccountFavouriteCoupon") { request in
            let name = try body(request)["name"] as? String ?? ""
            let id = favourites.withLock { store in
                store.nextListId += 1
                store.lists.append((store.nextListId, name))
                return store.nextListId
            }
            return try json(["addAccountFavouriteCouponResult": id])
        }
        transport.on(.delete, "/api/favourites/fw/deleteAccountFavouriteCoupon") { request in
            let id = Int(try body(request)["idfwAccountFavouriteCoupon"] as? String ?? "")
            favourites.withLock { store in
                store.lists.removeAll { $0.id == id }
                store.rows.removeAll { $0.list == id }
            }
            return .data(fixture("favourites-delete.json"))
        }
        transport.on(.post, "/api/favourites/fw/getFavouritesForCustomer") { request in
            let list = try body(request)["idfwAccountFavouriteCoupon"] as? Int
            let rows = favourites.withLock { $0.rows }.filter { $0.list == list }.map {
                ["favouriteId": $0.eventId, "favouriteName": $0.eventId, "idfwAccountFavouriteCoupon": $0.list, "idfwAccountFavourites": $0.row] as [String: Any]
            }
            return try json(["accountFavourites": rows])
        }
        transport.on(.post, "/api/favourites/fw/addAccountFavourite") { request in
            let object = try body(request)
            guard let list = object["idfwAccountFavouriteCoupon"] as? Int, let eventId = object["sfavouriteID"] as? String else {
                return .json(#"{"message":"Sandbox: bad favourite"}"#, status: 400)
            }
            let row = favourites.withLock { store in
                store.nextRowId += 1
                store.rows.append((store.nextRowId, list, eventId))
                return (store.nextRowId, store.rows.filter { $0.list == list }.count)
            }
            return try json(["displayOrder": row.1, "idAccountFavourite": row.0])
        }
        transport.on(.delete, "/api/favourites/fw/deleteAccountFavourites") { request in
            let row = try body(request)["nidfwAccountFavourites"] as? Int
            favourites.withLock { $0.rows.removeAll { $0.row == row } }
            return .data(fixture("favourites-delete.json"))
        }
    }

    private static func body(_ request: SandboxTransport.Request) throws -> [String: Any] {
        try request.body.flatMap { try JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
    }

    private static func json(_ object: Any) throws -> StubTransport.Reply {
        .data(try JSONSerialization.data(withJSONObject: object))
    }
}

/// The sandbox user's favourite lists and rows.
struct SandboxFavourites {
    var lists: [(id: Int, name: String)] = [(5012, "Mes matchs")]
    var rows: [(row: Int, list: Int, eventId: String)] = [(77001, 5012, "4067574.1")]
    var nextListId = 5012
    var nextRowId = 77001
}
