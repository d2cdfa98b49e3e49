import Foundation

/// A text frame's bytes without a copy. Both real channels (URLSession's and NIO's) hand a text
/// frame over as a `String`; an initial dump is one frame as large as the dump, and copying it
/// into a `Data` (then its payload out of that) held the dump two or three times at once.
enum WAMPFrameBytes {
    /// A `Data` over `text`'s own UTF-8 storage, which it keeps alive until the last slice of it
    /// goes; a copy only for a text whose bytes are not stored contiguously (a small string
    /// kept inline, or one bridged from another representation).
    static func view(of text: String) -> Data {
        // A small string's bytes live inside the value itself; a pointer to them does not outlive
        // the closure. Copying 15 bytes costs nothing anyway.
        guard text.utf8.count > 15 else { return Data(text.utf8) }
        let view = text.utf8.withContiguousStorageIfAvailable { bytes in
            // A native string's bytes sit in a heap buffer that the string owns and never moves
            // or changes (a `let` value: any mutation would copy it first). The deallocator holds
            // the string, so the buffer lives exactly as long as the `Data` and its slices.
            Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes.baseAddress!), count: bytes.count,
                 deallocator: .custom { _, _ in withExtendedLifetime(text) {} })
        }
        return view ?? Data(text.utf8)
    }
}
