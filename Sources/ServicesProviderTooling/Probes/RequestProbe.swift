import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Seeded probes of what the SDK sends and shows, for the `Fuzz/` package's `probe` command and
/// for `swift test` (not a supported API): each keeps a finding of issue 27 fixed.
///
/// - ``Kind/ids``: an id drawn from the seed (path, query and matrix delimiters, encoded
///   traversals, control and non-ASCII characters, very long and ordinary ids) passed into every
///   public id-taking method of a provider on its sandbox: each call is refused having sent
///   nothing, or every request it sent has a path of unreserved characters and `%XX` escapes
///   only (no `.` or `..` segment, raw or encoded) and carries the id whole in one segment or value.
/// - ``Kind/amounts``: a stake, deposit, withdrawal, cashout, top-up or limit drawn from the seed
///   (huge, negative, zero, too many decimals, ordinary; in the account's, a lower-case or an
///   unknown currency): refused with nothing sent, or a valid amount sent with its exact digits.
/// - ``Kind/echo``: a vendor echoing every secret (passwords and tokens drawn from the seed, with
///   quotes, `&`, spaces, `/` and non-ASCII) in its error bodies: no error text, monitor line or
///   AppModels text shows one, raw, percent-encoded, JSON-escaped or in another case.
///
/// Case `i` of seed `s` is made from `(kind, s, i)` alone and runs on provider `i % 3`; the first
/// cases of each kind are the inputs the request-rule tests listed by hand.
@_spi(Fuzzing) public enum RequestProbe {
    /// What a case probes.
    public enum Kind: String, CaseIterable, Sendable {
        /// Hostile ids into every id-taking method.
        case ids
        /// Hostile amounts into every method that moves or stakes money.
        case amounts
        /// A vendor echoing every secret in its error bodies.
        case echo
    }

    /// What one case did and found.
    public struct Report: Sendable, CustomStringConvertible {
        /// The case.
        public let kind: Kind, seed: UInt64, index: Int
        /// The provider it ran on.
        public let provider: String
        /// Its input, escaped (and cut short when long).
        public let input: String
        /// Calls made, calls that sent a request, calls refused before sending.
        public let calls: Int, sent: Int, refused: Int
        /// Each breach of the probe's rule; empty when the case passed.
        public let findings: [String]

        /// The command that runs this case again (in `Fuzz/`).
        public var reproduction: String { "swift run -c release ProviderFuzz probe --kind \(kind.rawValue) --seed \(seed) --index \(index)" }

        /// The case, its counts and its findings, one per line.
        public var description: String {
            let head = "\(kind.rawValue) seed \(seed) case \(index) on \(provider): \(input) — \(calls) calls, \(sent) sent, \(refused) refused"
            return ([head] + findings.map { "  \($0)" }).joined(separator: "\n")
        }
    }

    /// The cases of each kind whose input is one the tests listed by hand, on every provider.
    public static func listedCases(_ kind: Kind) -> Int {
        switch kind {
        case .ids: ProbeInputs.listedIds.count * ProbeProvider.allCases.count
        case .amounts: ProbeInputs.listedAmounts.count * ProbeProvider.allCases.count
        case .echo: ProbeProvider.allCases.count
        }
    }

    /// Runs case `index` of `kind` for `seed`.
    public static func run(_ kind: Kind, seed: UInt64, index: Int) async -> Report {
        let providers = ProbeProvider.allCases
        let provider = providers[index % providers.count]
        let inputIndex = index / providers.count
        var rng = SplitMix(seed: seed &* 0x2545_F491_4F6C_DD1D ^ UInt64(truncatingIfNeeded: index) ^ (UInt64(Kind.allCases.firstIndex(of: kind) ?? 0) << 56))
        _ = rng.next()
        switch kind {
        case .ids:
            let id = ProbeInputs.id(index: inputIndex, &rng)
            return await runCalls(kind, seed, index, provider, input: id.text, HostileIdProbe.calls(id.text)) { record, _ in
                HostileIdProbe.findings(record, id: id)
            }
        case .amounts:
            let amount = ProbeInputs.amount(index: inputIndex, &rng, accountCurrency: ProbeProvider.accountCurrency)
            return await runCalls(kind, seed, index, provider, input: "\(amount.text) \(amount.currency)", AmountProbe.calls(amount)) { record, subject in
                AmountProbe.findings(record, amount: amount, readCurrency: AmountProbe.readCurrency(of: record.name, on: subject))
            }
        case .echo:
            let secrets = ProbeInputs.secrets(index: inputIndex, &rng)
            let (findings, echoed) = await VendorEchoProbe.run(provider, secrets)
            let input = ([secrets.password, secrets.newPassword] + secrets.tokens).map(\.debugDescription).joined(separator: ", ")
            return Report(kind: kind, seed: seed, index: index, provider: provider.rawValue, input: input, calls: VendorEchoProbe.callCount,
                          sent: echoed, refused: VendorEchoProbe.callCount - echoed, findings: findings)
        }
    }

    private static func runCalls(_ kind: Kind, _ seed: UInt64, _ index: Int, _ provider: ProbeProvider, input: String, _ calls: [ProbeCall],
                                 findings: (ProbeCallRecord, ProbeSubject) -> [String]) async -> Report {
        let shown = input.count > 120 ? String(input.prefix(80)) + "… (\(input.utf8.count) bytes)" : input
        let subject: ProbeSubject
        do {
            subject = try await ProbeSubject.make(provider)
        } catch {
            return Report(kind: kind, seed: seed, index: index, provider: provider.rawValue, input: shown.debugDescription, calls: 0, sent: 0,
                          refused: 0, findings: ["signing in on the sandbox failed: \(error)"])
        }
        var found: [String] = [], sent = 0, refused = 0
        for call in calls {
            let record = await ProbeCallRecord.run(call, on: subject)
            if !record.requests.isEmpty || !record.live.isEmpty { sent += 1 }
            if record.wasRefused && record.requests.isEmpty && record.live.isEmpty { refused += 1 }
            found += findings(record, subject)
        }
        return Report(kind: kind, seed: seed, index: index, provider: provider.rawValue, input: shown.debugDescription, calls: calls.count,
                      sent: sent, refused: refused, findings: found)
    }
}
