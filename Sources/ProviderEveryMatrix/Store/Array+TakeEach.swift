extension Array {
    /// Hands each element to `body` by move, leaving `placeholder` (a value holding no
    /// references) in its slot, so the elements are taken over without a retain and a later
    /// release each. Copies the buffer first only if it is shared. Before each, shows
    /// `lookAhead` the elements not yet taken (the next one first), read in place: valid only
    /// during that call.
    mutating func takeEach(leaving placeholder: @autoclosure () -> Element, lookingAhead lookAhead: (UnsafeBufferPointer<Element>) -> Void,
                           _ body: (consuming Element) -> Void) {
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in buffer.indices {
                let slot = base + index
                lookAhead(UnsafeBufferPointer(start: slot, count: buffer.count - index))
                let element = slot.move()
                slot.initialize(to: placeholder())
                body(element)
            }
        }
    }
}
