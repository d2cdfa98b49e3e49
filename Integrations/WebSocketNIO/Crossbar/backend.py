"""The aggregator's back end for the router tests: registers `/sports#initialDump` and, after
answering a topic's dump, publishes that topic's recorded UPDATE messages on the topic, in order.

Started by Crossbar as a guest worker (router.json). Reads from the environment:
  ROUTER_URL     the router's WebSocket (ws://127.0.0.1:PORT)
  FIXTURES_DIR   Sources/ServicesProviderTesting/SandboxFixtures/everymatrix
  READY_FILE     written once the procedure is registered (the tests wait for it)
The topics and files are the sandbox's (EveryMatrixSandbox): the popular live football dump with
its updates for a live list (with the made-up matches beyond ten when the topic asks for more), the recorded disciplines dump with its recorded updates.
"""
import asyncio
import json
import os

from autobahn.asyncio.wamp import ApplicationRunner, ApplicationSession
from autobahn.wamp.types import CallResult, PublishOptions

FIXTURES = os.environ["FIXTURES_DIR"]
EMPTY_DUMP = {"version": "0", "format": "AGGREGATOR", "messageType": "INITIAL_DUMP", "records": []}


def load(name):
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as handle:
        return json.load(handle)


def topic_messages(topic):
    """The topic's messages, dump first (as the sandbox answers them), or None for an unknown topic."""
    if "/live-matches-aggregator-main/" in topic:
        dump = load("popular-live-matches-football.json")
        # `…/live-matches-aggregator-main/{sport}/all-locations/default-event-info/{count}/{markets}`:
        # a list of more than ten also holds the made-up matches beyond the recorded eight, in the
        # same dump, as the sandbox's does (EveryMatrixSandbox.liveTopics).
        segments = topic.split("/live-matches-aggregator-main/", 1)[1].split("/")
        if len(segments) > 3 and segments[3].isdigit() and int(segments[3]) > 10:
            first = dict(dump[0])
            first["records"] = first["records"] + load("live-matches-football-more.json")[0]["records"]
            dump = [first] + dump[1:]
        return dump + load("live-updates-popular-football.json")
    if topic.endswith("/disciplines/BOTH/BOTH"):
        return load("disciplines-with-updates.json")
    return None


class Backend(ApplicationSession):
    async def onJoin(self, details):
        await self.register(self.initial_dump, "/sports#initialDump")
        with open(os.environ["READY_FILE"], "w", encoding="utf-8") as ready:
            ready.write("registered\n")

    async def initial_dump(self, topic=None, **_):
        messages = topic_messages(topic or "")
        if not messages:
            return CallResult(**EMPTY_DUMP)
        # The updates follow the dump's RESULT, as a live topic's do.
        asyncio.get_running_loop().call_soon(lambda: asyncio.ensure_future(self.publish_updates(topic, messages[1:])))
        return CallResult(**messages[0])

    async def publish_updates(self, topic, updates):
        for update in updates:
            await self.publish(topic, options=PublishOptions(acknowledge=True), **update)


if __name__ == "__main__":
    ApplicationRunner(os.environ["ROUTER_URL"], "www.everymatrix.com").run(Backend)
