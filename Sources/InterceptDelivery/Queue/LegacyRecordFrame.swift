import Foundation

/// Format 1 of a segment's records, written before `RecordFrame`'s format 2: the payload's length
/// (4 bytes, little endian), a CRC-32 of those 4 bytes and the payload, then the payload. It has
/// no marker and no sequence number, so a reader cannot resynchronise past damage: a queue opened
/// with such segments reads their records up to the first damage, as format 1 did, and rewrites
/// them in format 2 (T10: "keep reading queues written by the current format, or migrate them").
enum LegacyRecordFrame {
    static let headerSize = 8

    /// Whether `data` starts with a format-1 record that checks out (format 2 starts with a marker,
    /// whose value as a length is beyond the largest payload, so the two cannot be confused).
    static func isLegacy(_ data: Data) -> Bool {
        guard data.count >= headerSize else { return false }
        return scan(data.prefix(min(data.count, headerSize + RecordFrame.maximumPayloadSize))).records.first?.frameOffset == 0
    }

    /// The records of a format-1 segment and the length of the valid prefix: the scan stops at the
    /// first frame that is incomplete or whose checksum does not match.
    static func scan(_ data: Data) -> (records: [(frameOffset: Int, payload: Range<Int>)], validLength: Int) {
        var records: [(frameOffset: Int, payload: Range<Int>)] = []
        var offset = 0
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            while raw.count - offset >= headerSize {
                let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                let stored = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
                guard length <= RecordFrame.maximumPayloadSize, raw.count - offset - headerSize >= length else { return }
                var crc = CRC32()
                crc.update(UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + 4)]))
                let payloadStart = offset + headerSize
                crc.update(UnsafeRawBufferPointer(rebasing: raw[payloadStart..<(payloadStart + length)]))
                guard crc.value == stored else { return }
                records.append((offset, payloadStart..<(payloadStart + length)))
                offset = payloadStart + length
            }
        }
        return (records, offset)
    }
}
