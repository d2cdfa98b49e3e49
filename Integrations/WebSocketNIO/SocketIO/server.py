"""A Socket.IO v5 server (python-socketio on aiohttp) for the Socket.IO client tests of
Integrations/WebSocketNIO. Made up for the tests; it speaks like Goma's chat socket: path
/socket/socket.io, websocket only, a `token` header and a `jwt` query parameter checked on
connect. Started by SocketIOServer.swift on 127.0.0.1:PORT; writes READY_FILE once listening.

Events:
  echo        -> emits `echo` back to the sender with the same argument
  ack         -> acknowledges with ["acked", <argument>]
  broadcast   -> emits `broadcasted` with the argument to every client
  join        -> joins room `room-<id>`, acknowledges with ["joined", id]
  room        -> emits `room.<id>` with the argument to the room `room-<id>`
  burst       -> emits `burst` <count> times to the sender, with 0, 1, 2, ...
  kick        -> the server disconnects the sender's namespace
"""
import os
import sys
from urllib.parse import parse_qs

import socketio
from aiohttp import web

TOKEN = os.environ.get("SOCKET_TOKEN", "test-socket-token")
JWT = os.environ.get("SOCKET_JWT", "header.payload.signature")

# A short heartbeat: the client's missed-ping watch runs within a test's time.
# Any Origin: python-engineio refuses an upgrade whose Origin is not the server's own
# (http://127.0.0.1:PORT), and swift-websocket's client sends `Origin: ws://127.0.0.1`. A native
# app has no web origin; this server, like one serving native apps, does not check it.
sio = socketio.AsyncServer(async_mode="aiohttp", transports=["websocket"], ping_interval=1, ping_timeout=2,
                           cors_allowed_origins="*")
app = web.Application()
sio.attach(app, socketio_path="/socket/socket.io")


@sio.event
async def connect(sid, environ, auth):
    token = environ.get("HTTP_TOKEN")
    jwt = parse_qs(environ.get("QUERY_STRING", "")).get("jwt", [None])[0]
    if token != TOKEN or jwt != JWT:
        raise socketio.exceptions.ConnectionRefusedError("unauthorized")
    await sio.save_session(sid, {"auth": auth})


@sio.event
async def echo(sid, data):
    await sio.emit("echo", data, to=sid)


@sio.event
async def ack(sid, data):
    return "acked", data


@sio.event
async def broadcast(sid, data):
    await sio.emit("broadcasted", data)


@sio.event
async def join(sid, data):
    await sio.enter_room(sid, "room-%s" % data["id"])
    return "joined", data["id"]


@sio.event
async def room(sid, data):
    await sio.emit("room.%s" % data["id"], data, room="room-%s" % data["id"])


@sio.event
async def burst(sid, data):
    for index in range(data["count"]):
        await sio.emit("burst", index, to=sid)


@sio.event
async def kick(sid, data):
    await sio.disconnect(sid)


async def ready(app):
    ready_file = os.environ.get("READY_FILE")
    if ready_file:
        with open(ready_file, "w") as handle:
            handle.write("ready\n")


app.on_startup.append(ready)

if __name__ == "__main__":
    web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None)
