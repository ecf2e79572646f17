/// A DEFLATE compressor (RFC 1951): greedy LZ77 matching over a 32 KiB window with hash chains,
/// coded with the fixed Huffman codes in one final block.
///
/// Batches of analytics events repeat themselves (the same keys, context and identity in every
/// event), which LZ77 alone turns into short back-references: the fixed codes, which need no
/// code tables in the stream, get a demo session's batches to about a tenth of their size (see
/// `Benchmarks/`), where dynamic codes would save a few more percent for much more code.
enum Deflate {
    /// Appends the compressed stream of `input` to `output`.
    static func compress(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var bits = BitWriter()
        bits.reserve(input.count / 4 + 64)
        bits.write(0b011, count: 3)  // BFINAL = 1, BTYPE = 01 (fixed Huffman codes)
        let count = input.count
        guard let base = input.baseAddress, count > 0 else {
            bits.writeSymbol(256)
            bits.flush(into: &output)
            return
        }
        // The hash table sized to the input (a small body clears a small table), at most 2^15.
        var hashBits = 10
        while hashBits < maximumHashBits, 1 << hashBits < count { hashBits += 1 }
        let hashSize = 1 << hashBits
        let head = UnsafeMutablePointer<Int32>.allocate(capacity: hashSize)
        head.initialize(repeating: -1, count: hashSize)
        let previous = UnsafeMutablePointer<Int32>.allocate(capacity: windowSize)
        defer {
            head.deallocate()
            previous.deallocate()
        }
        @inline(__always) func hash(at position: Int) -> Int {
            let word = UInt32(base[position]) | UInt32(base[position + 1]) << 8 | UInt32(base[position + 2]) << 16 | UInt32(base[position + 3]) << 24
            return Int((word &* 2_654_435_761) >> UInt32(32 - hashBits))
        }
        @inline(__always) func insert(_ position: Int) {
            let key = hash(at: position)
            previous[position & windowMask] = head[key]
            head[key] = Int32(position)
        }
        var position = 0
        while position < count {
            var bestLength = 0
            var bestDistance = 0
            if position + minimumMatch < count {
                let key = hash(at: position)
                var candidate = Int(head[key])
                previous[position & windowMask] = head[key]
                head[key] = Int32(position)
                let limit = min(maximumMatch, count - position)
                var chain = maximumChain
                while candidate >= 0, position - candidate <= windowSize - 1, chain > 0 {
                    if base[candidate + bestLength] == base[position + bestLength] {
                        var length = 0
                        // Eight bytes at a time, then the rest one by one.
                        while length + 8 <= limit {
                            let a = UnsafeRawPointer(base + candidate + length).loadUnaligned(as: UInt64.self)
                            let b = UnsafeRawPointer(base + position + length).loadUnaligned(as: UInt64.self)
                            let difference = a ^ b
                            if difference != 0 {
                                length += (UInt64(littleEndian: difference).trailingZeroBitCount) >> 3
                                break
                            }
                            length += 8
                        }
                        if length + 8 > limit {
                            while length < limit, base[candidate + length] == base[position + length] { length += 1 }
                        }
                        if length > bestLength {
                            bestLength = length
                            bestDistance = position - candidate
                            if length >= goodLength || length >= limit { break }
                        }
                    }
                    let next = Int(previous[candidate & windowMask])
                    if next >= candidate { break }
                    candidate = next
                    chain -= 1
                }
            }
            if bestLength >= minimumMatch {
                bits.writeMatch(length: bestLength, distance: bestDistance)
                // Positions inside a short match are indexed for later matches; a long match's
                // inner positions are skipped (zlib's fast levels do the same).
                let end = position + bestLength
                if bestLength <= insertLimit {
                    var inner = position + 1
                    while inner < end, inner + minimumMatch < count {
                        insert(inner)
                        inner += 1
                    }
                }
                position = end
            } else {
                bits.writeSymbol(Int(base[position]))
                position += 1
            }
        }
        bits.writeSymbol(256)
        bits.flush(into: &output)
    }

    static let windowSize = 32_768
    static let windowMask = windowSize - 1
    static let maximumHashBits = 15
    static let minimumMatch = 4
    static let maximumMatch = 258
    /// Chain links followed per position, and the match length that ends the search early.
    static let maximumChain = 32
    static let goodLength = 64
    static let insertLimit = 32

    /// Lengths 3...258: base of each length code 257...285 and its extra bits (RFC 1951, 3.2.5).
    static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289,
        16385, 24577,
    ]
    static let distanceExtraBits: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// For each length 0...258, its code's index into `lengthBases`.
    static let lengthCodeIndex: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 259)
        for index in lengthBases.indices {
            let end = index + 1 < lengthBases.count ? lengthBases[index + 1] : 259
            for length in lengthBases[index]..<min(end, 259) { table[length] = UInt8(index) }
        }
        table[258] = 28
        return table
    }()

    /// The fixed literal/length code of each symbol 0...287, bit-reversed for LSB-first output,
    /// with its length (RFC 1951, 3.2.6).
    static let fixedCodes: [(code: UInt32, length: Int)] = (0..<288).map { symbol in
        let (code, length): (Int, Int) = switch symbol {
        case 0...143: (0x30 + symbol, 8)
        case 144...255: (0x190 + symbol - 144, 9)
        case 256...279: (symbol - 256, 7)
        default: (0xC0 + symbol - 280, 8)
        }
        return (reversed(UInt32(code), length), length)
    }

    static func reversed(_ code: UInt32, _ length: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<length where code & (1 << UInt32(bit)) != 0 { result |= 1 << UInt32(length - 1 - bit) }
        return result
    }

    /// Bits packed least significant first, as DEFLATE writes them.
    struct BitWriter {
        private var buffer: UInt64 = 0
        private var filled = 0
        private var bytes: [UInt8] = []

        mutating func reserve(_ capacity: Int) { bytes.reserveCapacity(capacity) }

        @inline(__always)
        mutating func write(_ value: UInt32, count: Int) {
            buffer |= UInt64(value) << UInt64(filled)
            filled += count
            while filled >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                filled -= 8
            }
        }

        @inline(__always)
        mutating func writeSymbol(_ symbol: Int) {
            let code = Deflate.fixedCodes[symbol]
            write(code.code, count: code.length)
        }

        mutating func writeMatch(length: Int, distance: Int) {
            let index = Int(Deflate.lengthCodeIndex[length])
            writeSymbol(257 + index)
            let lengthExtra = Deflate.lengthExtraBits[index]
            if lengthExtra > 0 { write(UInt32(length - Deflate.lengthBases[index]), count: lengthExtra) }
            var code = Deflate.distanceBases.count - 1
            while Deflate.distanceBases[code] > distance { code -= 1 }
            write(Deflate.reversed(UInt32(code), 5), count: 5)
            let distanceExtra = Deflate.distanceExtraBits[code]
            if distanceExtra > 0 { write(UInt32(distance - Deflate.distanceBases[code]), count: distanceExtra) }
        }

        /// Appends the bytes written and the last partial byte, zero-padded.
        mutating func flush(into output: inout [UInt8]) {
            if filled > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
            buffer = 0
            filled = 0
            output.append(contentsOf: bytes)
            bytes.removeAll(keepingCapacity: true)
        }
    }
}
