/// The CRC-32 checksum (IEEE 802.3, polynomial 0xEDB88320 reflected), as zlib computes it.
///
/// Every record of a ``DurableQueue`` carries one, so that a record torn by a kill or a power loss
/// is recognized as such on recovery instead of being read as an event (T6, T7). Written here
/// because the library has no dependencies and Foundation offers none on every platform.
struct CRC32 {
    /// The running checksum value, before the final inversion.
    private var state: UInt32 = 0xFFFF_FFFF

    /// A checksum with nothing fed yet.
    init() {}

    /// Feeds `bytes`.
    mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var crc = state
        for byte in bytes {
            crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        state = crc
    }

    /// Feeds raw memory.
    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        var crc = state
        for byte in buffer {
            crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        state = crc
    }

    /// The checksum of everything fed so far.
    var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    private static let table: [UInt32] = (0..<256).map { index -> UInt32 in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = (value & 1) == 1 ? (0xEDB8_8320 ^ (value >> 1)) : (value >> 1)
        }
        return value
    }
}
