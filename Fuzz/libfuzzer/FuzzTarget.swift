import Foundation
@_spi(Fuzzing) import ServicesProviderTooling

// A libFuzzer entry point for one provider, chosen at compile time (-D FUZZ_EVERYMATRIX,
// -D FUZZ_GOMA or -D FUZZ_SPORTRADAR); see build-and-run.sh. An input is: one byte choosing the
// response name (its index in FuzzPipeline.responses[provider], modulo their count), one byte
// for the system slip's size, then the body. `ProviderFuzz seeds` writes the fixtures that way.

#if FUZZ_EVERYMATRIX
let fuzzedProvider = "everymatrix"
#elseif FUZZ_GOMA
let fuzzedProvider = "goma"
#elseif FUZZ_SPORTRADAR
let fuzzedProvider = "sportradar"
#else
#error("compile with -D FUZZ_EVERYMATRIX, -D FUZZ_GOMA or -D FUZZ_SPORTRADAR")
#endif

let fuzzedResponses = FuzzPipeline.responses[fuzzedProvider] ?? []

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes, count >= 2, !fuzzedResponses.isEmpty else { return 0 }
    let response = fuzzedResponses[Int(bytes[0]) % fuzzedResponses.count]
    let sizeByte = Int(bytes[1])
    let body = Data(bytes: bytes + 2, count: count - 2)
    let ending = FuzzPipeline.run(provider: fuzzedProvider, response: response, data: body,
                                  systemSize: { n in 1 + sizeByte % max(1, n - 1) })
    // libFuzzer keeps an input only when the target dies on it: a decoder mismatch is reported so.
    if case .decoderMismatch(let mismatch) = ending { fatalError(mismatch) }
    return 0
}
