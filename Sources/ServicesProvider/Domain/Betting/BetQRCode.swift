import Foundation

/// A placed bet's QR code, to show at a shop's till or scanner (`BettingService.qrCode(forBetId:)`).
public struct BetQRCode: Sendable, Hashable {
    /// The text the QR image is drawn from, as the bookmaker sends it. What it holds is the
    /// provider's (Docs/Providers.md says, per provider, what is known: for Goma it is not
    /// documented whether it is text to encode or encoded image data).
    public var payload: String
    /// When the code stops being accepted, when the provider says (and its date could be read).
    public var expiresAt: Date?

    /// Creates a QR code.
    public init(payload: String, expiresAt: Date? = nil) {
        self.payload = payload
        self.expiresAt = expiresAt
    }
}
