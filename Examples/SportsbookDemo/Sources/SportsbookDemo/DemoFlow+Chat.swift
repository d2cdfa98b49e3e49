import Foundation
import ServicesProvider

/// The demo's group chat, where the provider has it: the player's rooms, a ticket shared in a
/// group copied onto the slip, and a message posted and seen coming back in real time.
extension DemoFlow {
    /// How long the demo listens to a room for its own message to come back.
    private var chatWait: TimeInterval { 10 }

    func chat() async throws(ServiceProviderError) {
        guard client.supports(.chatRooms), client.supports(.chatMessages) else { return }
        section("Chat")
        let rooms = try await client.chat.rooms()
        line(counted(rooms.count, "room") + (rooms.isEmpty ? "." : ": " + rooms.map(describe).joined(separator: "; ")))
        guard let room = rooms.first(where: { $0.kind == .group }) ?? rooms.first else { return }
        let newest = try await client.chat.history(room: room.id, page: 1)
        if let shared = newest.last(where: { $0.sharedBet != nil }), let bet = shared.sharedBet {
            line("In \(room.name), \(sender(of: shared, in: room)) shared a ticket of \(counted(bet.legs.count, "leg")):")
            try await copyToSlip(bet)
        }
        guard client.supports(.chatSending) else { return }
        try await postAndListen(in: room)
    }

    /// Listens to the room, posts once it answers (joined), and waits for the message to come back.
    private func postAndListen(in room: ChatRoom) async throws(ServiceProviderError) {
        let text = "Good luck, everyone!"
        let client = client
        let listened = await read(client.chat.updates(inRoom: room.id), for: chatWait, into: RoomListening()) { state, update in
            switch update {
            case .usersOnline(let ids): state.online = ids.count
            case .message(let message) where message.text == text: state.echoed = true
            default: break
            }
            if state.posting == nil {
                state.posting = Task { () -> ServiceProviderError? in
                    do throws(ServiceProviderError) { try await client.chat.send(text, toRoom: room.id) } catch { return error }
                    return nil
                }
            }
            return state.echoed
        }
        let state = try listened.get()
        if let failure = await state.posting?.value { throw failure }
        switch (state.posting, state.echoed) {
        case (nil, _): line("\(room.name) said nothing within \(counted(Int(chatWait), "second")); nothing was posted.")
        case (_, false): line("Posted \"\(text)\" in \(room.name); it did not come back within \(counted(Int(chatWait), "second")).")
        case (_, true):
            line("Posted \"\(text)\" in \(room.name) and saw it come back"
                 + (state.online.map { " (\(counted($0, "player")) online)." } ?? "."))
        }
    }

    private func describe(_ room: ChatRoom) -> String {
        let kind = switch room.kind {
        case .group: "group"
        case .individual: "one-to-one"
        case .unknown(let raw): raw
        }
        return "\(room.name) (\(kind), \(counted(room.members.count, "member")))"
    }

    private func sender(of message: ChatMessage, in room: ChatRoom) -> String {
        guard let member = room.members.first(where: { $0.id == message.senderId }) else { return "player \(message.senderId)" }
        return member.username ?? member.name
    }
}

/// What the demo saw while listening to a room.
private struct RoomListening: Sendable {
    /// The post, started once the room first answered (so the room is joined before it is sent).
    var posting: Task<ServiceProviderError?, Never>?
    var online: Int?
    var echoed = false
}
