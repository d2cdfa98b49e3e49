import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The chat socket's payloads (the legacy client's Socket.IO events). An event's arguments are a
/// JSON array; each shape here is one element of it.
extension GomaModels {
    /// `[{messages:[…]}]`: new messages, a history page, the answer to a join.
    struct ChatMessages: Decodable, Sendable {
        let messages: [ChatSocketMessage]
    }

    /// A message: `fromUser` a string id, `toChatroom` an int, `date` unix seconds (also the
    /// message's only id). A malformed attachment is no attachment, as the vendor's client reads it.
    struct ChatSocketMessage: Decodable, Sendable {
        let fromUser: FlexibleID
        let message: String
        let toChatroom: Int
        let date: Int
        let repliedMessage: String?
        let attachment: SharedTicketAttachment?

        enum CodingKeys: String, CodingKey {
            case fromUser, message, toChatroom, date, repliedMessage, attachment
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            fromUser = try container.decode(FlexibleID.self, forKey: .fromUser)
            message = try container.decode(String.self, forKey: .message)
            toChatroom = try container.decode(Int.self, forKey: .toChatroom)
            date = try container.decode(Int.self, forKey: .date)
            repliedMessage = try? container.decodeIfPresent(String.self, forKey: .repliedMessage)
            attachment = try? container.decodeIfPresent(SharedTicketAttachment.self, forKey: .attachment)
        }
    }

    /// `{value, type:"bet", fromUser, content}`: `content` is the ticket, or the same ticket as a
    /// JSON string.
    struct SharedTicketAttachment: Decodable, Sendable {
        let value: FlexibleID?
        let type: String
        let content: SharedTicket

        enum CodingKeys: String, CodingKey {
            case value, type, content
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            value = try container.decodeIfPresent(FlexibleID.self, forKey: .value)
            type = try container.decode(String.self, forKey: .type)
            if let text = try? container.decode(String.self, forKey: .content) {
                content = try GomaCoding.makeDecoder().decode(SharedTicket.self, from: Data(text.utf8))
            } else {
                content = try container.decode(SharedTicket.self, forKey: .content)
            }
        }
    }

    /// A shared ticket, in the bet-history fields of another vendor's platform (not Goma's
    /// ticket): what the vendor's app puts in a chat attachment.
    struct SharedTicket: Decodable, Sendable {
        let id: FlexibleID
        let betType: String?
        let stake: FlexibleDecimal
        let currency: String?
        let maxWinning: FlexibleDecimal?
        let totalOdds: FlexibleDecimal?
        let status: String?
        let betShareToken: String?
        let betSelections: [SharedTicketSelection]

        enum CodingKeys: String, CodingKey {
            case id, stake, currency, status, betShareToken
            case betType = "bet_type"
            case maxWinning = "max_winning"
            case totalOdds = "total_odds"
            case betSelections = "bet_selections"
        }
    }

    /// One leg of a shared ticket: `bet_type` is the market's name.
    struct SharedTicketSelection: Decodable, Sendable {
        let outcomeId: FlexibleID?
        let status: String?
        let result: String?
        let odds: FlexibleDecimal
        let eventId: FlexibleID
        let eventName: String
        let marketName: String?
        let outcomeName: String

        enum CodingKeys: String, CodingKey {
            case outcomeId, status, result, odds
            case eventId = "event_id"
            case eventName = "event_name"
            case marketName = "bet_type"
            case outcomeName = "outcome_name"
        }
    }

    /// `[{users:[String], message_id:Int}]` of `social.chatroom.{id}.read`.
    struct ChatRead: Decodable, Sendable {
        let users: [FlexibleID]
        let messageId: Int

        enum CodingKeys: String, CodingKey {
            case users
            case messageId = "message_id"
        }
    }

    /// `[{users:[String]}]` of `social.chatroom.{id}.users.online`.
    struct ChatOnline: Decodable, Sendable {
        let users: [FlexibleID]
    }

    /// `{id:Int}` of join and users-online; `{id, page}` of a history page; `{id, message_id?}` of read.
    struct ChatRoomEmit: Encodable, Sendable {
        let id: Int
        var page: Int?
        var messageId: Int?

        enum CodingKeys: String, CodingKey {
            case id, page
            case messageId = "message_id"
        }
    }

    /// `{id:"String", message, repliedMessage:null, attachment:null}`: the room id as a string,
    /// the nulls written out.
    struct ChatSendEmit: Encodable, Sendable {
        let id: String
        let message: String

        enum CodingKeys: String, CodingKey {
            case id, message, repliedMessage, attachment
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(message, forKey: .message)
            try container.encodeNil(forKey: .repliedMessage)
            try container.encodeNil(forKey: .attachment)
        }
    }
}
