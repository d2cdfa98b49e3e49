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

Goma's chat events (the vendor's legacy chat socket; made up like the rest):
  social.chatrooms.join {id}              -> joins `chat-<id>`, answers `social.chatrooms.join` with no message
  social.chatrooms.messages.read {id, message_id?} -> emits `social.chatroom.<id>.read` to the room
  social.chatroom.users.online {id}       -> emits `social.chatroom.<id>.users.online` to the sender
  social.chatrooms.messages {id, page}    -> emits `social.chatrooms.messages`: two messages on page 1, none after
  social.chatrooms.message {id:"…", message, repliedMessage, attachment}
                                          -> emits `social.chatroom.<id>` with the message to the room, acknowledged
  test.chat.burst {id, count}             -> emits `social.chatroom.<id>` <count> times to the room, texts "0", "1", …
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


CHAT_USER = "321"
chat_dates = {"next": 1741972000}


def chat_message(room, text):
    chat_dates["next"] += 1
    return {"fromUser": CHAT_USER, "message": text, "repliedMessage": None, "attachment": None,
            "toChatroom": int(room), "date": chat_dates["next"]}


@sio.on("social.chatrooms.join")
async def chat_join(sid, data):
    await sio.enter_room(sid, "chat-%s" % data["id"])
    await sio.emit("social.chatrooms.join", {"messages": []}, to=sid)


@sio.on("social.chatrooms.messages.read")
async def chat_read(sid, data):
    await sio.emit("social.chatroom.%s.read" % data["id"], {"users": [CHAT_USER], "message_id": data.get("message_id", 0)},
                   room="chat-%s" % data["id"])


@sio.on("social.chatroom.users.online")
async def chat_online(sid, data):
    await sio.emit("social.chatroom.%s.users.online" % data["id"], {"users": [CHAT_USER]}, to=sid)


@sio.on("social.chatrooms.messages")
async def chat_history(sid, data):
    messages = [chat_message(data["id"], "first"), chat_message(data["id"], "second")] if data.get("page") == 1 else []
    await sio.emit("social.chatrooms.messages", {"messages": messages}, to=sid)


@sio.on("social.chatrooms.message")
async def chat_send(sid, data):
    if not isinstance(data.get("id"), str) or "repliedMessage" not in data or "attachment" not in data:
        return "refused"
    await sio.emit("social.chatroom.%s" % data["id"], {"messages": [chat_message(data["id"], data["message"])]},
                   room="chat-%s" % data["id"])
    return "ok"


@sio.on("test.chat.burst")
async def chat_burst(sid, data):
    for index in range(data["count"]):
        await sio.emit("social.chatroom.%s" % data["id"], {"messages": [chat_message(data["id"], str(index))]},
                       room="chat-%s" % data["id"])


async def ready(app):
    ready_file = os.environ.get("READY_FILE")
    if ready_file:
        with open(ready_file, "w") as handle:
            handle.write("ready\n")


app.on_startup.append(ready)

if __name__ == "__main__":
    web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None)
