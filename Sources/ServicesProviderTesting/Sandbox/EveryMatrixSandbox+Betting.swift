import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's betting, on the vendor's calls: v2 placement (the stake debited, the bet listed
/// in open bets with its own selections, a 409 when the balance is short), open and settled
/// bets, odds-boost wallets, booking codes, and over the aggregator the slip options, rebet
/// lookups and `/bettingOffers/{id}` dumps for every offer the sandbox's fixtures hold.
extension EveryMatrixSandbox {
    static func registerBetRoutes(on transport: SandboxTransport, state: State) {
        transport.on(.post, "/place-bet/{operatorId}/v2/bets") { request in placeBet(request, state: state) }
        transport.on(.get, "/bets-api/v1/{operatorId}/open-bets") { _ in
            let bets = state.account.withLock { $0.openBets.map(\.json) }
            return .response(status: 200, headers: ["Content-Type": "application/json"], body: Data("[".utf8) + bets.joined(separator: Data(",".utf8)) + Data("]".utf8))
        }
        transport.on(.get, "/bets-api/v1/{operatorId}/settled-bets") { request in
            guard let status = request.queryValue("betStatus") else { return .data(fixture("api/bets-settled-bets.json")) }
            let bets = (try? JSONSerialization.jsonObject(with: fixture("api/bets-settled-bets.json")) as? [[String: Any]]) ?? []
            return json(bets.filter { $0["status"] as? String == status })
        }
        transport.on(.put, "/v1/bonus/wallets/sports") { request in
            // The made-up wallet boosts accumulators of three or more selections.
            let body = request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
            let combination = (body?["combination"] as? [[String: Any]])?.first?["selection"] as? [Any] ?? []
            return .data(fixture(combination.count >= 3 ? "api/odds-boost-wallets.json" : "api/odds-boost-wallets-none.json"))
        }
        let bookings = Locked([String: Data]())
        transport.on(.post, "/v2/sports/bets/book") { request in
            guard let body = request.body, let booking = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                  let selections = booking["selections"] as? [Any], !selections.isEmpty else {
                return .json(#"{"error":"No selections to book."}"#, status: 400)
            }
            let code = bookings.withLock { stored -> String in
                let code = "SB\(stored.count + 1)BOOK"
                stored[code] = body
                return code
            }
            return json(["code": code, "message": String(decoding: body, as: UTF8.self)])
        }
        transport.on(.get, "/v2/sports/bets/book/{code}") { request in
            let code = request.pathParameters["code"] ?? ""
            if code == "7YRLO2UQ" { return .data(fixture("api/booking-code-retrieve.json")) }
            guard let stored = bookings.withLock({ $0[code] }) else { return .json(#"{"error":"Booking code not found."}"#, status: 404) }
            return .data(stored)
        }
    }

    /// `/sports#bettingOptionsV2` (single, multiple, or the forbidden pair of the fixtures) and
    /// `/sports#oddsByOutcomes` (the offers the sandbox holds for the outcomes asked).
    static func bettingProcedures() -> ProcedureRoute {
        { name, kwargs in
            let arguments = kwargs.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
            switch name {
            case "/sports#bettingOptionsV2":
                let offers = ((arguments["selections"] as? [[String: Any]]) ?? []).compactMap { $0["bettingOfferId"] as? String }
                if offers.contains("292417803521811200") { return fixture("rpc-betting-options-v2-forbidden.json") }
                let answer = fixture(arguments["type"] as? String == "SINGLE" ? "rpc-betting-options-v2-single.json" : "rpc-betting-options-v2-multiple.json")
                return withSlipsOwnFigures(answer, arguments: arguments)
            case "/sports#oddsByOutcomes":
                let outcomes = (arguments["outcomeIds"] as? [String]) ?? []
                var byEvent: [String: [String]] = [:]
                for outcome in outcomes {
                    guard let offer = offerIndex.offerByOutcome[outcome], let eventId = offerIndex.records[outcome]?["eventId"] as? String else { continue }
                    byEvent[eventId, default: []].append(offer)
                }
                let found = byEvent.values.map(\.count).reduce(0, +)
                let all = found == outcomes.count
                let result: [String: Any] = ["bettingOfferIdsByEventId": byEvent, "allBettingOffersFound": all,
                                             "message": all ? "All selections were added" : "Some selections are no longer available"]
                return try? JSONSerialization.data(withJSONObject: result)
            default:
                return nil
            }
        }
    }

    /// The answer with the slip's own combined odds and maximum winning (stake × the product of
    /// the prices asked), as the vendor computes them; on the fixtures' own slips these are the
    /// recorded figures (10 at 3.8 → 38; 5 at 13.86 → 69.3).
    private static func withSlipsOwnFigures(_ answer: Data, arguments: [String: Any]) -> Data? {
        guard var object = (try? JSONSerialization.jsonObject(with: answer)) as? [String: Any] else { return answer }
        func decimal(_ value: Any?) -> Decimal? { (value as? NSNumber).flatMap { Decimal(string: $0.stringValue, locale: Locale(identifier: "en_US_POSIX")) } }
        let prices = ((arguments["selections"] as? [[String: Any]]) ?? []).compactMap { decimal($0["priceValue"]) }
        let factor = prices.reduce(Decimal(1), *)
        object["priceValueFactor"] = NSDecimalNumber(decimal: factor)
        if var winning = object["maxWinningAndTaxes"] as? [String: Any] {
            winning["maxWinning"] = NSDecimalNumber(decimal: (decimal(arguments["stakeAmount"]) ?? 0) * factor)
            object["maxWinningAndTaxes"] = winning
        }
        return try? JSONSerialization.data(withJSONObject: object)
    }

    /// `/sports/{op}/{lang}/bettingOffers/{id}`: the recorded-shape fixture for its offer, else a
    /// dump built from the sandbox's records for that offer (match, market, outcome, relation, offer).
    static func bettingOfferTopics() -> TopicRoute {
        let single = messages("betting-offer-single-football.json")
        // A slip line whose price moves, is suspended, reopens and is withdrawn.
        let eventful = messages("betslip/betting-offer-single-suspend-reopen-delete-football.json")
        return { topic in
            guard let range = topic.range(of: "/bettingOffers/") else { return nil }
            let offer = String(topic[range.upperBound...])
            if offer == "292417803521808896" { return single }
            if offer == "292417803521811200" { return eventful }
            guard let records = offerIndex.dumpRecords(offer: offer) else { return nil }
            let dump: [String: Any] = ["version": "1770890400900", "format": "AGGREGATOR", "messageType": "INITIAL_DUMP", "records": records]
            return (try? JSONSerialization.data(withJSONObject: dump)).map { [$0] }
        }
    }

    // MARK: - Placement

    private static func placeBet(_ request: SandboxTransport.Request, state: State) -> StubTransport.Reply {
        guard let body = request.body, let slip = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let amountText = slip["amount"] as? String, let stake = Decimal(string: amountText, locale: Locale(identifier: "en_US_POSIX")),
              let selections = slip["selections"] as? [[String: Any]], !selections.isEmpty else {
            return .json(#"{"error":"The bet is malformed."}"#, status: 400)
        }
        let offers = selections.compactMap { $0["bettingOfferId"] as? String }
        guard offers.count == selections.count, offers.allSatisfy({ offerIndex.offers[$0] != nil }) else {
            return refusal(code: "100", message: "Unknown betting offer")
        }
        let currency = slip["currency"] as? String ?? "EUR"
        let type = slip["type"] as? String ?? "SINGLE"
        let total = type == "SINGLE" ? stake * Decimal(selections.count) : stake
        let odds = selections.compactMap { ($0["priceValue"] as? NSNumber).flatMap { Decimal(string: $0.stringValue) } }.reduce(Decimal(1), *)
        return state.account.withLock { account -> StubTransport.Reply in
            guard total <= account.balance else { return .data(fixture("api/place-bet-v2-error-no-funds.json"), status: 409) }
            let betId = String(format: "00000000-0000-4000-8000-%012d", account.nextBetId)
            let placedDate = "2026-02-12T10:04:31Z"
            let legs = zip(offers, selections).map { offer, selection in openLeg(offer: offer, price: selection["priceValue"] ?? 1) }
            let listed: [String: Any] = [
                "id": betId, "type": type, "systemBetType": NSNull(), "status": "OPEN", "amount": number(total), "currency": currency,
                "maxWinning": number(total * odds), "totalPriceValue": number(odds), "placedDate": placedDate, "betRemainingStake": number(total),
                "partialCashOuts": [Any](), "overallBetReturns": NSNull(), "overallCashoutAmount": NSNull(), "selections": legs,
            ]
            let answer: [String: Any] = ["successful": true, "response": [
                "success": true, "errorCode": NSNull(), "errorMessage": NSNull(), "betId": betId, "currency": currency, "type": type,
                "amount": number(total), "maxWinning": number(total * odds), "totalPriceValue": number(odds), "placedDate": placedDate,
                "oddsValidationType": slip["oddsValidationType"] ?? "ACCEPT_ANY", "ubsWalletId": slip["ubsWalletId"] ?? NSNull(),
                "selections": legs.map { leg in
                    ["bettingOfferId": leg["bettingOfferId"] ?? "", "outcomeId": leg["outcomeId"] ?? "", "eventId": leg["eventId"] ?? "",
                     "bettingTypeId": 69, "priceValue": leg["priceValue"] ?? 1, "banker": false]
                },
            ] as [String: Any]]
            guard let encoded = try? JSONSerialization.data(withJSONObject: listed),
                  let reply = try? JSONSerialization.data(withJSONObject: answer) else { return .json("{}", status: 500) }
            account.balance -= total
            account.nextBetId += 1
            account.openBets.insert(.init(id: betId, amount: total, json: encoded), at: 0)
            return .response(status: 200, headers: ["Content-Type": "application/json"], body: reply)
        }
    }

    /// A selection of a listed bet, named from the sandbox's records for its offer.
    private static func openLeg(offer: String, price: Any) -> [String: Any] {
        let outcomeId = offerIndex.offers[offer]?["outcomeId"] as? String ?? ""
        let outcome = offerIndex.records[outcomeId] ?? [:]
        let eventId = outcome["eventId"] as? String ?? ""
        let match = offerIndex.records[eventId] ?? [:]
        let market = offerIndex.marketByOutcome[outcomeId].flatMap { offerIndex.records[$0] } ?? [:]
        let start = (match["startTime"] as? NSNumber).map { Date(timeIntervalSince1970: $0.doubleValue / 1000) }
        return ["bettingOfferId": offer, "outcomeId": outcomeId, "status": "OPEN", "priceValue": price, "eventId": eventId,
                "eventName": match["name"] ?? "", "marketName": market["name"] ?? "", "betName": outcome["translatedName"] ?? "",
                "eventDate": start.map { ISO8601DateFormatter().string(from: $0) } ?? NSNull()]
    }

    private static func refusal(code: String, message: String) -> StubTransport.Reply {
        json(["successful": false, "response": ["success": false, "errorCode": code, "errorMessage": message, "betId": NSNull()]], status: 409)
    }

    private static func number(_ value: Decimal) -> NSDecimalNumber { NSDecimalNumber(decimal: value) }

    // MARK: - Offers the sandbox knows

    /// The aggregator records of the sandbox's fixtures, by id, and how offers, outcomes and
    /// markets link; read once.
    struct OfferIndex: Sendable {
        /// The parsed records (`JSONSerialization` values, not `Sendable`), read only under the lock.
        private struct Tables {
            var records: [String: [String: Any]] = [:]
            var offers: [String: [String: Any]] = [:]
            var offerByOutcome: [String: String] = [:]
            var marketByOutcome: [String: String] = [:]
            var relationByOutcome: [String: [String: Any]] = [:]
        }
        private let tables: Locked<Tables>

        var records: [String: [String: Any]] { tables.withLock { $0.records } }
        var offers: [String: [String: Any]] { tables.withLock { $0.offers } }
        var offerByOutcome: [String: String] { tables.withLock { $0.offerByOutcome } }
        var marketByOutcome: [String: String] { tables.withLock { $0.marketByOutcome } }
        var relationByOutcome: [String: [String: Any]] { tables.withLock { $0.relationByOutcome } }

        init(files: [String]) {
            var records: [String: [String: Any]] = [:]
            var offers: [String: [String: Any]] = [:]
            var offerByOutcome: [String: String] = [:]
            var marketByOutcome: [String: String] = [:]
            var relationByOutcome: [String: [String: Any]] = [:]
            for file in files {
                guard let first = messages(file).first, let dump = try? JSONSerialization.jsonObject(with: first) as? [String: Any],
                      let list = dump["records"] as? [[String: Any]] else { continue }
                for record in list {
                    guard let id = record["id"] as? String else { continue }
                    switch record["_type"] as? String {
                    case "BETTING_OFFER":
                        offers[id] = record
                        if let outcome = record["outcomeId"] as? String { offerByOutcome[outcome] = id }
                    case "MARKET_OUTCOME_RELATION":
                        if let outcome = record["outcomeId"] as? String {
                            marketByOutcome[outcome] = record["marketId"] as? String
                            relationByOutcome[outcome] = record
                        }
                    case "MATCH", "MARKET", "OUTCOME":
                        records[id] = record
                    default:
                        break
                    }
                }
            }
            tables = Locked(Tables(records: records, offers: offers, offerByOutcome: offerByOutcome,
                                   marketByOutcome: marketByOutcome, relationByOutcome: relationByOutcome))
        }

        /// The records a `/bettingOffers/{id}` dump holds, or `nil` for an offer the sandbox does not know.
        func dumpRecords(offer: String) -> [[String: Any]]? {
            guard let offerRecord = offers[offer], let outcomeId = offerRecord["outcomeId"] as? String, let outcome = records[outcomeId],
                  let eventId = outcome["eventId"] as? String, let match = records[eventId], let marketId = marketByOutcome[outcomeId],
                  let market = records[marketId], let relation = relationByOutcome[outcomeId] else { return nil }
            return [match, market, outcome, relation, offerRecord]
        }
    }

    static let offerIndex = OfferIndex(files: listDumpFiles + [liveFile, liveMoreFile, "betting-offer-single-football.json"])
}
