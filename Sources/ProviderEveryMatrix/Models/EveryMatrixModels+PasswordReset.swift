import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// Answer of `POST /v1/player/resetPasswordByMobilePhone`.
    package struct ResetTokenAnswer: Decodable, Sendable {
        package let tokenId: String
    }

    /// Answer of `POST /v1/player/resetPasswordByMobilePhone/validate`.
    package struct ResetHashKeyAnswer: Decodable, Sendable {
        package let hashKey: String
    }

    /// Body of `POST /v1/player/ResetPasswordByHashKey`.
    package struct ResetByHashKeyRequest: Encodable, Sendable {
        package let hashKey: String
        package let plainTextPassword: String
        package let isUserHash: Bool
    }

    /// Answer of `POST /v1/player/ResetPasswordByHashKey`: `success` is the number `1`.
    package struct ResetByHashKeyAnswer: Decodable, Sendable {
        package let timestamp: String?
        package let success: FlexibleString?
    }
}
