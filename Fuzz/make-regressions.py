#!/usr/bin/env python3
"""Writes the MADE UP regression inputs of Tests/ServicesProviderTests/FuzzCorpus/ from the
vendor fixtures: each is a fixture (or a small part of one) with the one value that crashed
the SDK in the mutation campaign. Run again after changing this script; the files are committed.

  python3 Fuzz/make-regressions.py
"""
import copy
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Sources", "ServicesProviderTesting", "SandboxFixtures")
OUT = os.path.join(ROOT, "Tests", "ServicesProviderTests", "FuzzCorpus")


def load(provider, name):
    with open(os.path.join(FIXTURES, provider, name), encoding="utf-8") as f:
        return json.load(f)


def write(name, value, indent=1):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        text = json.dumps(value, ensure_ascii=False, indent=indent)
        f.write(text + "\n")


def write_text(name, text):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        f.write(text)


# EveryMatrix: one match of the recorded popular-live dump, with its infos, markets, outcomes,
# relations and offers (a dump the size of a test, in the vendor's exact record shapes).
popular = load("everymatrix", "popular-live-matches-football.json")
records = popular[0]["records"]
match = next(r for r in records if r["_type"] == "MATCH")
markets = [r for r in records if r["_type"] == "MARKET" and r["eventId"] == match["id"]]
market_ids = {m["id"] for m in markets}
relations = [r for r in records if r["_type"] == "MARKET_OUTCOME_RELATION" and r["marketId"] in market_ids]
outcome_ids = {r["outcomeId"] for r in relations}
outcomes = [r for r in records if r["_type"] == "OUTCOME" and r["id"] in outcome_ids]
offers = [r for r in records if r["_type"] == "BETTING_OFFER" and r["outcomeId"] in outcome_ids]
infos = [r for r in records if r["_type"] == "EVENT_INFO" and r["eventId"] == match["id"]]


def dump(records_):
    message = {k: v for k, v in popular[0].items() if k != "records"}
    message["records"] = records_
    return [message]


def one_match(infos_=None, offers_=None):
    return dump([match] + (infos if infos_ is None else infos_) + markets + outcomes + relations + (offers if offers_ is None else offers_))


# 1. Odds of 9.2e16 shown as fractional and American (EveryMatrix offer, Goma outcome, SportRadar price).
#    9.2e16 itself fits (9.2e16 x 100 < Int.max in Odds.fractional); 1e20 (the fuzzer's) does not.
for label, value in [("9.2e16", 9.2e16), ("1e20", 1e20)]:
    huge_offers = copy.deepcopy(offers)
    huge_offers[0]["odds"] = value
    write(f"everymatrix--aggregator--odds-{label}.json", one_match(offers_=huge_offers))

    goma_event = load("goma", "event-details.json")
    outcome = goma_event["markets"][0]["outcomes"][0]
    outcome["price"], outcome["price_live"] = value, value
    write(f"goma--event-details--odds-{label}.json", goma_event)

    odds_history = load("sportradar", "getBetHistory-open.json")
    for row in odds_history:
        row["totalMultiBetOdds"] = value
    write(f"sportradar--getBetHistory--total-odds-{label}.json", odds_history)

# 2. EVENT_INFO score and match time with paramFloat1/2 of 1e20, red cards of 5e18 (twice: red
#    and yellow-red add up past Int.max), as a dump and as an UPDATE on the dump.
big_infos = copy.deepcopy(infos)
score = next(i for i in big_infos if i["typeId"] == "1")
score["paramFloat1"], score["paramFloat2"] = 1e20, 1e20
red = copy.deepcopy(score)
red.update({"id": "287166154583056999", "typeId": "3", "typeName": "Red Cards", "paramFloat1": 5e18, "paramFloat2": 5e18})
yellow_red = copy.deepcopy(red)
yellow_red.update({"id": "287166154583057000", "typeId": "4", "typeName": "Yellow Red Cards"})
clock = copy.deepcopy(score)
clock.update({"id": "287166154583057001", "typeId": "95", "typeName": "Current Minute", "paramFloat1": 1e20, "paramFloat2": 1e20})
# Each cause on its own too, so one crash does not hide the other.
write("everymatrix--aggregator--event-info-1e20-red-cards-5e18.json", one_match(infos_=big_infos + [red, yellow_red, clock]))
write("everymatrix--aggregator--event-info-1e20.json", one_match(infos_=big_infos + [clock]))
write("everymatrix--aggregator--red-cards-5e18.json", one_match(infos_=infos + [red, yellow_red]))

plain_red = copy.deepcopy(red)
plain_red.update({"paramFloat1": 0, "paramFloat2": 1})
plain_yellow_red = copy.deepcopy(yellow_red)
plain_yellow_red.update({"paramFloat1": 1, "paramFloat2": 0})
plain_clock = copy.deepcopy(clock)
plain_clock.update({"paramFloat1": 23, "paramFloat2": 5})
plain_dump = one_match(infos_=infos + [plain_red, plain_yellow_red, plain_clock])


def update(changes):
    return {"version": str(int(popular[0]["version"]) + 1000), "format": "AGGREGATOR", "messageType": "UPDATE", "records": [
        {"changeType": "UPDATE", "entityType": "EVENT_INFO", "id": id_, "changedProperties": {"paramFloat1": a, "paramFloat2": b}}
        for id_, a, b in changes]}


big = [(score["id"], 1e20, 1e20), (clock["id"], 1e20, 1e20)]
cards = [(red["id"], 5e18, 5e18), (yellow_red["id"], 5e18, 5e18)]
write("everymatrix--live--event-info-1e20-red-cards-5e18-update.json", plain_dump + [update(big + cards)])
write("everymatrix--live--event-info-1e20-update.json", plain_dump + [update(big)])
write("everymatrix--live--red-cards-5e18-update.json", plain_dump + [update(cards)])

# 3. SportRadar dates: a combining mark (U+032B) in the time, and 40 digits of a second.
MARK = "2025-03-1\u032b19:05:41.310"
FRACTION = "1234567890123456789012345678901234567890"
transactions = load("sportradar", "getTransactionsHistory.json")
for name, value in [("combining-mark", MARK), ("40-digit-fraction", "2025-03-14T19:05:41." + FRACTION)]:
    t = copy.deepcopy(transactions)
    t["transactionList"][0]["dateTime"] = value
    write(f"sportradar--getTransactionsHistory--date-{name}.json", t)

history = load("sportradar", "getBetHistory-open.json")
for name, value in [("combining-mark", MARK + "Z"), ("40-digit-fraction", "2025-03-14T18:22:05." + FRACTION + "Z")]:
    h = copy.deepcopy(history)
    h[0]["tsAttempted"] = value
    h[0]["tsEventTime"] = value
    write(f"sportradar--getBetHistory--date-{name}.json", h)

details = load("sportradar", "getEventDetails.json")
for name, value in [("combining-mark", MARK + "Z"), ("40-digit-fraction", "2025-03-15T20:00:00." + FRACTION + "Z")]:
    text = json.dumps(details, ensure_ascii=False, indent=1)
    assert '"tsstart": "2025-03-15T20:00:00.000Z"' in text
    write_text(f"sportradar--getEventDetails--start-{name}.json",
               text.replace('"tsstart": "2025-03-15T20:00:00.000Z"', json.dumps("tsstart") + ": " + json.dumps(value, ensure_ascii=False)) + "\n")

# 4. Goma live and pre-live counts near Int.max (their sum overflows).
sports = load("goma", "sports.json")
sports[0]["live_count"] = 9223372036854775807
sports[0]["pre_live_count"] = 9223372036854775000
write("goma--sports--counts-near-int-max.json", sports)

# 5. A board of 62 outcomes (31 two-way markets of the one match), slipped as a 31-of-62 system.
two_way = [m for m in markets if m.get("numberOfOutcomes") == 2]
assert two_way, "no two-way market in the recorded match"
base = two_way[0]
base_relations = [r for r in relations if r["marketId"] == base["id"]]
base_outcomes = {o["id"]: o for o in outcomes}
base_offers = {o["outcomeId"]: o for o in offers}
board = [match] + infos
for n in range(31):
    market = dict(base, id=str(900000000000000000 + n), name=f"{base['name']} #{n + 1}")
    board.append(market)
    for k, relation in enumerate(base_relations):
        outcome_id = str(910000000000000000 + n * 2 + k)
        outcome = dict(base_outcomes[relation["outcomeId"]], id=outcome_id, eventId=match["id"])
        board.append(outcome)
        board.append(dict(relation, id=str(920000000000000000 + n * 2 + k), marketId=market["id"], outcomeId=outcome_id))
        board.append(dict(base_offers[relation["outcomeId"]], id=str(930000000000000000 + n * 2 + k), outcomeId=outcome_id))
write("everymatrix--aggregator--62-outcomes--system31.json", dump(board), indent=None)
print("wrote", len(os.listdir(OUT)), "files in", OUT)
