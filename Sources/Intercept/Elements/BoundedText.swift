/// Cutting strings to the caps of ``ElementPropertyLimits`` (H3): in grapheme clusters and UTF-8
/// bytes at once, never inside a cluster, with work bounded by the cap rather than by the string.
enum BoundedText {
    /// At most `graphemes` clusters and `bytes` UTF-8 bytes of `text`, cut between clusters.
    ///
    /// Only the first `bytes + 4` bytes are looked at: a cluster that ends within the cap is
    /// decided by the scalars up to it and the one after it, which that window holds whole, so a
    /// cluster of a million combining marks costs no more than a short one (it is dropped whole).
    static func capped(_ text: String, graphemes: Int, bytes: Int) -> String {
        let utf8Count = text.utf8.count
        if utf8Count <= bytes, utf8Count <= graphemes { return text }
        let window = utf8Count > bytes ? prefix(of: text, bytes: bytes + 4) : text
        var count = 0
        var used = 0
        // Between two ASCII scalars there is always a cluster boundary, except inside CR LF: such
        // a run is counted a byte at a time, and the clusters after it are found as usual.
        let asciiRun = window.utf8.withContiguousStorageIfAvailable { utf8 -> Int in
            var offset = 0
            while offset < utf8.count, count < graphemes, used < bytes {
                let byte = utf8[offset]
                guard byte < 0x80 else { break }
                if offset + 1 < utf8.count {
                    let next = utf8[offset + 1]
                    guard next < 0x80, byte != 0x0D || next != 0x0A else { break }
                }
                offset += 1
                used += 1
                count += 1
            }
            return offset
        }
        var end = window.utf8.index(window.startIndex, offsetBy: asciiRun ?? 0)
        while end < window.endIndex, count < graphemes {
            let next = window.index(after: end)
            used += window.utf8.distance(from: end, to: next)
            if used > bytes { break }
            end = next
            count += 1
        }
        return String(window[..<end])
    }

    /// The longest prefix of `text` of at most `bytes` UTF-8 bytes that ends between scalars.
    static func prefix(of text: String, bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var index = text.utf8.index(text.startIndex, offsetBy: max(0, bytes))
        while index > text.startIndex, index.samePosition(in: text.unicodeScalars) == nil {
            index = text.utf8.index(before: index)
        }
        return String(text.unicodeScalars[..<index])
    }
}
