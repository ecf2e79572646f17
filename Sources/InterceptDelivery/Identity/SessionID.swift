import Foundation

/// Session ids as UUIDv7 (RFC 9562, section 5.7): 48 bits of Unix milliseconds, the version, and
/// 74 random bits. The time is the session's start, so the id sorts by it and PostHog can check
/// that it is no later than the session's first event (J1).
enum SessionID {
    /// A new UUIDv7 whose time is `date` (clamped to the 48-bit range), lowercase.
    static func uuidV7(at date: Date) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
        let time = milliseconds.isFinite ? UInt64(min(max(milliseconds, 0), Double(0xFFFF_FFFF_FFFF))) : 0
        var random = SystemRandomNumberGenerator()
        let high = (time << 16) | 0x7000 | (random.next() & 0x0FFF)
        let low = (random.next() & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        return format(high: high, low: low)
    }

    /// Whether `id` is a UUIDv7 (version 7, RFC variant).
    static func isUUIDv7(_ id: String) -> Bool {
        guard let uuid = UUID(uuidString: id) else { return false }
        return uuid.uuid.6 >> 4 == 7 && uuid.uuid.8 >> 6 == 0b10
    }

    /// The start a UUIDv7 names, to the millisecond.
    static func time(of id: String) -> Date? {
        guard isUUIDv7(id), let uuid = UUID(uuidString: id) else { return nil }
        let bytes = [uuid.uuid.0, uuid.uuid.1, uuid.uuid.2, uuid.uuid.3, uuid.uuid.4, uuid.uuid.5]
        let milliseconds = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    private static func format(high: UInt64, low: UInt64) -> String {
        var text = ""
        text.reserveCapacity(36)
        for (index, shift) in stride(from: 60, through: 0, by: -4).enumerated() {
            if index == 8 || index == 12 { text.append("-") }
            text.append(hex((high >> UInt64(shift)) & 0xF))
        }
        for (index, shift) in stride(from: 60, through: 0, by: -4).enumerated() {
            if index == 0 || index == 4 { text.append("-") }
            text.append(hex((low >> UInt64(shift)) & 0xF))
        }
        return text
    }

    private static func hex(_ nibble: UInt64) -> Character {
        Character(Unicode.Scalar(UInt8(nibble < 10 ? 48 + nibble : 87 + nibble)))
    }
}
