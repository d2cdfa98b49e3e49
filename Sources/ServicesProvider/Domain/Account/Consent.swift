import Foundation

/// One consent the operator asks the signed-in user for (its terms, marketing e-mails…), at the
/// version in force, with the user's answer. Read with ``AccountService/consents()``; answer with
/// ``AccountService/saveConsents(_:)``, naming ``versionId``.
public struct Consent: Sendable, Hashable, Identifiable {
    /// The consent's id at the operator (the same across its versions).
    public var id: String
    /// The operator's stable name for the consent (`TERMS_AND_CONDITIONS`, `MARKETING_EMAIL`), for
    /// an app that places a known consent on a screen of its own.
    public var key: String
    /// The consent's title, in the operator's words.
    public var name: String
    /// The version the user is asked about: what an answer names.
    public var versionId: String
    /// Whether the operator requires it to play; `nil` when the operator does not say.
    public var isMandatory: Bool?
    /// The user's answer so far.
    public var status: ConsentStatus

    /// Creates a consent.
    public init(id: String, key: String, name: String, versionId: String, isMandatory: Bool?, status: ConsentStatus) {
        self.id = id
        self.key = key
        self.name = name
        self.versionId = versionId
        self.isMandatory = isMandatory
        self.status = status
    }
}

/// The user's answer to a consent.
public enum ConsentStatus: Sendable, Hashable {
    /// The user agreed.
    case given
    /// The user declined (or withdrew an earlier agreement).
    case refused
    /// A status the SDK does not know, as the operator wrote it: neither given nor refused.
    case unknown(String)
}

/// An answer to save: agree to (or decline) one consent's version. Build it from the consent
/// read (``Consent/decision(isGiven:)``), so it knows whether the consent is mandatory and a
/// withdrawal the operator forbids is refused before anything is sent.
public struct ConsentDecision: Sendable, Hashable, Codable {
    /// The version answered (``Consent/versionId``).
    public var versionId: String
    /// `true` to agree, `false` to decline or withdraw.
    public var isGiven: Bool
    /// Whether the consent answered is mandatory (``Consent/isMandatory``); `nil` when the
    /// decision was built from a bare version id, and a provider then checks against the
    /// consents it reads.
    public var isMandatory: Bool?

    /// Creates a decision.
    public init(versionId: String, isGiven: Bool, isMandatory: Bool? = nil) {
        self.versionId = versionId
        self.isGiven = isGiven
        self.isMandatory = isMandatory
    }
}

extension Consent {
    /// The answer `isGiven` to this consent at its version in force, carrying whether it is mandatory.
    public func decision(isGiven: Bool) -> ConsentDecision {
        ConsentDecision(versionId: versionId, isGiven: isGiven, isMandatory: isMandatory)
    }
}

extension Array where Element == ConsentDecision {
    /// Checks the answers before anything is sent: each version id is one identifier of a
    /// comma-joined list (``InputValidation/listedIdentifier(_:field:)``), no version is
    /// answered twice (`DUPLICATE` on `versionId`), which the operator could read either way, and
    /// no mandatory consent is declined (``ConsentDecision/refusingMandatory(_:)``).
    public func validate() throws(ServiceProviderError) {
        var seen: Set<String> = []
        for decision in self {
            try InputValidation.listedIdentifier(decision.versionId, field: "versionId")
            guard seen.insert(decision.versionId).inserted else {
                throw .validation(fields: [.init(field: "versionId", code: "DUPLICATE", message: "Version \(decision.versionId) is answered twice.")])
            }
            if decision.isMandatory == true, !decision.isGiven { throw ConsentDecision.refusingMandatory(decision.versionId) }
        }
    }
}

extension ConsentDecision {
    /// The error for declining (or withdrawing) the mandatory consent of version `versionId`:
    /// `.invalidRequest`, since the operator requires it to play.
    public static func refusingMandatory(_ versionId: String) -> ServiceProviderError {
        .invalidRequest(message: "Version \(versionId) is a mandatory consent: it cannot be declined or withdrawn.")
    }
}
