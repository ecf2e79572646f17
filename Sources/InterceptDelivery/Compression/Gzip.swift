import Foundation

/// gzip (RFC 1952) around ``Deflate``: what an ``UploadTracker`` sends with
/// `Content-Encoding: gzip` to the back ends that accept it (T16). Written here because the
/// library resolves no package, and zlib has no Swift module on Linux without one. SPI for
/// `Benchmarks/`, which counts its instructions.
@_spi(Platform) public enum Gzip {
    /// `data` as one gzip member: a 10-byte header (no name, no time), the deflate stream, its
    /// CRC-32 and its length modulo 2^32.
    public static func compress(_ data: Data) -> Data {
        var output: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF]
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            Deflate.compress(bytes, into: &output)
            let crc = CRC32.checksum(raw)
            let size = UInt32(truncatingIfNeeded: bytes.count)
            for shift in stride(from: 0, to: 32, by: 8) { output.append(UInt8(truncatingIfNeeded: crc >> UInt32(shift))) }
            for shift in stride(from: 0, to: 32, by: 8) { output.append(UInt8(truncatingIfNeeded: size >> UInt32(shift))) }
        }
        return Data(output)
    }
}
