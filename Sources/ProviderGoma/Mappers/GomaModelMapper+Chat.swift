import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Chat rooms, messages and the ticket shared in a message.
extension GomaModelMapper {
    static func chatRoom(_ entry: GomaModels.ChatroomEntry) -> ChatRoom {
        let room = entry.chatRoom
        return ChatRoom(id: String(room.id), name: room.name, kind: chatRoomKind(room.type),
                        members: entry.users.map(chatMember),
                        createdAt: room.createdAt.map { Date(timeIntervalSince1970: TimeInterval($0)) })
    }

    static func chatRoomKind(_ raw: String) -> ChatRoomKind {
        switch raw {
        case "individual": .individual
        case "group": .group
        default: .unknown(raw)
        }
    }

    static func chatMember(_ user: GomaModels.ChatUser) -> ChatMember {
        ChatMember(id: String(user.id), name: user.name, username: user.username, avatar: user.avatar, isAdmin: user.isAdmin == 1)
    }

    /// The message's date in seconds is its id (the vendor has no other).
    static func chatMessage(_ message: GomaModels.ChatSocketMessage, currency: String) -> ChatMessage {
        ChatMessage(id: String(message.date), roomId: String(message.toChatroom), senderId: message.fromUser.value,
                    date: Date(timeIntervalSince1970: TimeInterval(message.date)), text: message.message,
                    sharedBet: message.attachment.flatMap { sharedBet($0, currency: currency) },
                    replyTo: message.repliedMessage)
    }

    /// A `bet` attachment's ticket; another type of attachment is none.
    static func sharedBet(_ attachment: GomaModels.SharedTicketAttachment, currency fallback: String) -> Bet? {
        guard attachment.type == "bet" else { return nil }
        let ticket = attachment.content
        let currency = ticket.currency ?? fallback
        let legs = ticket.betSelections.map { leg in
            BetLeg(eventId: leg.eventId.value, eventName: leg.eventName, marketName: leg.marketName ?? "", outcomeName: leg.outcomeName,
                   odds: Odds(decimal: leg.odds.value), status: sharedLegStatus(leg.result ?? leg.status ?? ""), outcomeId: leg.outcomeId?.value)
        }
        return Bet(id: ticket.id.value, type: sharedBetType(ticket.betType, legs: legs.count), status: sharedBetStatus(ticket.status ?? ""),
                   stake: Money(amount: ticket.stake.value, currency: currency),
                   potentialReturn: ticket.maxWinning.map { Money(amount: $0.value, currency: currency) },
                   totalOdds: ticket.totalOdds.map { Odds(decimal: $0.value) }, legs: legs, shareCode: ticket.betShareToken)
    }

    /// `SINGLE`, `MULTIPLE`; anything else read from the number of legs.
    static func sharedBetType(_ raw: String?, legs: Int) -> BetType {
        switch raw?.uppercased() {
        case "SINGLE": .single
        case "MULTIPLE": .multiple
        default: legs > 1 ? .multiple : .single
        }
    }

    /// The ticket's `status` (`OPEN`, `WON`, `LOST`, `CANCELLED`, `VOID`, `CASHED_OUT`).
    static func sharedBetStatus(_ raw: String) -> BetStatus {
        switch raw.uppercased() {
        case "OPEN", "OPENED", "PENDING": .open
        case "WON", "WIN": .won
        case "LOST", "LOSE": .lost
        case "VOID", "VOIDED": .void
        case "CANCELLED", "CANCELED": .cancelled
        case "CASHED_OUT", "CASHEDOUT": .cashedOut
        default: .unknown(raw)
        }
    }

    /// A leg's `result` (`open`, `won`, `lost`, `void`) or, without one, its `status`.
    static func sharedLegStatus(_ raw: String) -> BetStatus {
        sharedBetStatus(raw)
    }
}
