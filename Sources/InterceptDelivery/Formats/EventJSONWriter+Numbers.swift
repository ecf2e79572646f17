/// Numbers as `JSONEncoder` writes them, without going through `String`.
extension EventJSONWriter {
    mutating func integer(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        digits(of: value.magnitude, width: 1)
    }

    /// A double as `JSONEncoder` writes it: Swift's shortest round-tripping description without a
    /// trailing `.0`; a non-finite one as a string (H6).
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            raw(value.isNaN ? "\"NaN\"" : value > 0 ? "\"Infinity\"" : "\"-Infinity\"")
            return
        }
        // Whole numbers well inside the exact integers of a double print like integers.
        if value.rounded(.towardZero) == value, value.magnitude < 1e15, value != 0 || value.sign == .plus {
            integer(Int64(value))
            return
        }
        if shortestFixedPoint(value) { return }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        append(contentsOf: text.utf8)
    }

    /// Writes `value` exactly as its `description` reads, when it is a fraction between 2^32 and 2^52
    /// in magnitude (every timestamp in milliseconds since 1970, from 1970-02-19 to the year 144,683):
    /// there a double has 1 to 20 binary digits after the point, so the shortest decimal that reads
    /// back as the same double is found with integer arithmetic, a digit count at a time, where
    /// `description` costs about a thousand instructions and a `String`. Answers `false` (and writes
    /// nothing) outside that range, and wherever `description`'s choice would depend on how a tie
    /// is broken: a power of two (whose lower neighbor is nearer than its upper), two candidates
    /// equally close, or a candidate exactly on the edge of the values that read back as `value`.
    /// The tests compare it with `description` for every case.
    private mutating func shortestFixedPoint(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        guard magnitude >= 0x1p32, magnitude < 0x1p52, magnitude.significandBitPattern != 0 else { return false }
        // value = significand / 2^fractionBits, with fractionBits in 1...20.
        let fractionBits = UInt64(52 - Int(magnitude.exponent))
        let significand = magnitude.significandBitPattern | (1 << 52)
        let fraction = significand & ((1 << fractionBits) - 1)
        // A decimal c / 10^k reads back as `value` when it is within half a unit in the last place:
        // |c / 10^k - fraction / 2^s| < 1 / 2^(s+1), that is |c * 2^(s+1) - 2 * fraction * 10^k| < 10^k.
        let unit: UInt64 = 1 << (fractionBits + 1)
        var scale: UInt64 = 1
        for count in 1...7 {
            scale *= 10
            let twice = 2 * fraction * scale  // below 2^21 * 10^7 < 2^45
            let remainder = twice % unit
            if remainder == unit / 2 { return false }
            let candidate = (twice + unit / 2) / unit
            let product = candidate * unit
            let distance = product > twice ? product - twice : twice - product
            if distance == scale { return false }
            if distance < scale {
                if value < 0 { append(UInt8(ascii: "-")) }
                digits(of: significand >> fractionBits, width: 1)
                append(UInt8(ascii: "."))
                digits(of: candidate, width: count)
                return true
            }
        }
        return false
    }

    /// The decimal digits of `value`, zero-padded on the left to at least `width` (at most 20):
    /// two digits a division, from a table.
    private mutating func digits(of value: UInt64, width: Int) {
        var value = value
        // 20 digits hold any UInt64.
        var text: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        let pairs = Self.decimalPairs
        withUnsafeMutableBytes(of: &text) { buffer in
            while value >= 100 {
                count += 2
                buffer.storeBytes(of: pairs[Int(value % 100)], toByteOffset: 20 - count, as: UInt16.self)
                value /= 100
            }
            if value >= 10 {
                count += 2
                buffer.storeBytes(of: pairs[Int(value)], toByteOffset: 20 - count, as: UInt16.self)
            } else {
                count += 1
                buffer[20 - count] = UInt8(ascii: "0") + UInt8(value)
            }
            while count < width {
                count += 1
                buffer[20 - count] = UInt8(ascii: "0")
            }
            append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(20 - count)..<20]))
        }
    }

    /// The two decimal digits of each value below 100, as they lie in memory. Built once.
    private nonisolated(unsafe) static let decimalPairs: UnsafePointer<UInt16> = {
        let pairs = UnsafeMutablePointer<UInt16>.allocate(capacity: 100)
        for value in 0..<100 {
            let digits = [UInt8(ascii: "0") + UInt8(value / 10), UInt8(ascii: "0") + UInt8(value % 10)]
            pairs[value] = digits.withUnsafeBytes { $0.loadUnaligned(as: UInt16.self) }
        }
        return UnsafePointer(pairs)
    }()
}
