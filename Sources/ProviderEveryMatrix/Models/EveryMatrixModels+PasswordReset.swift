import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// Answer of `POST /v1/player/resetPasswordByMobilePhone`.
    struct ResetTokenAnswer: Decodable, Sendable {
        let tokenId: String
    }

    /// Answer of `POST /v1/player/resetPasswordByMobilePhone/validate`.
    struct ResetHashKeyAnswer: Decodable, Sendable {
        let hashKey: String
    }

    /// Body of `POST /v1/player/ResetPasswordByHashKey`.
    struct ResetByHashKeyRequest: Encodable, Sendable {
        let hashKey: String
        let plainTextPassword: String
        let isUserHash: Bool
    }

    /// Answer of `POST /v1/player/ResetPasswordByHashKey`: `success` is the number `1`.
    struct ResetByHashKeyAnswer: Decodable, Sendable {
        let timestamp: String?
        let success: FlexibleString?
    }
}
