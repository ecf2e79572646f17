import Foundation

/// How one record is laid out in a segment file (format 2), so that a reader can check each record
/// and, past damage, find the next intact one (T7, T10):
///
/// | bytes | field |
/// |-------|-------|
/// | 4 | sync marker `F5 1E 51 A7` (0xF5 never occurs in UTF-8, so never in a JSON payload) |
/// | 4 | payload length, little endian |
/// | 8 | sequence number, little endian: the queue numbers its records 0, 1, 2, ... |
/// | 4 | CRC-32 of the payload |
/// | 4 | CRC-32 of the 20 bytes before it (marker, length, sequence, payload CRC) |
/// | n | payload |
///
/// Detection: a header is trusted only when its marker and its own CRC-32 match, so a damaged
/// length can never send the reader past intact records; a payload is trusted only when its CRC-32
/// matches (every burst of damage up to 32 bits is caught, anything else with probability
/// 1 - 2^-32). Past a record that does not check out, the reader looks for the next marker whose
/// header checks out and resumes there; the sequence numbers then say exactly how many records
/// the damage cost, which the queue counts as dropped ("corrupt") and reports.
///
/// Segments written in format 1 (length and one CRC-32, no marker, no sequence) are read by
/// ``LegacyRecordFrame`` and rewritten in this format when the queue opens.
enum RecordFrame {
    /// Bytes before the payload.
    static let headerSize = 24

    /// The sync marker, as a little-endian `UInt32`.
    static let marker: UInt32 = 0xA751_1EF5

    /// The largest payload accepted; a larger length in a header means the header is damaged.
    static let maximumPayloadSize = 16 * 1024 * 1024

    /// Fills the first ``headerSize`` bytes of `frame` with the header of the payload after them,
    /// so a record written into one buffer (``UploadTracker``) needs no second copy.
    static func fillHeader(of frame: UnsafeMutableRawBufferPointer, sequence: UInt64) {
        let payload = UnsafeRawBufferPointer(rebasing: frame[headerSize...])
        frame.storeBytes(of: marker.littleEndian, toByteOffset: 0, as: UInt32.self)
        frame.storeBytes(of: UInt32(payload.count).littleEndian, toByteOffset: 4, as: UInt32.self)
        frame.storeBytes(of: sequence.littleEndian, toByteOffset: 8, as: UInt64.self)
        frame.storeBytes(of: CRC32.checksum(payload).littleEndian, toByteOffset: 16, as: UInt32.self)
        let headerChecksum = CRC32.checksum(UnsafeRawBufferPointer(rebasing: frame[0..<20]))
        frame.storeBytes(of: headerChecksum.littleEndian, toByteOffset: 20, as: UInt32.self)
    }

    /// The payload CRC-32 in a frame's header (the frame checked out).
    static func payloadChecksum(ofFrame frame: Data) -> UInt32 {
        frame.withUnsafeBytes { payloadChecksum(ofFrame: $0) }
    }

    static func payloadChecksum(ofFrame frame: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(littleEndian: frame.loadUnaligned(fromByteOffset: 16, as: UInt32.self))
    }

    /// The frame of `payload`.
    static func encode(_ payload: Data, sequence: UInt64) -> Data {
        var frame = Data(count: headerSize)
        frame.append(payload)
        frame.withUnsafeMutableBytes { fillHeader(of: $0, sequence: sequence) }
        return frame
    }

    /// A header that checked out.
    struct Header: Equatable {
        var length: Int
        var sequence: UInt64
        var payloadChecksum: UInt32
    }

    /// The header at `offset` in `raw`, or `nil` when there is none that checks out there.
    static func header(in raw: UnsafeRawBufferPointer, at offset: Int) -> Header? {
        guard offset >= 0, raw.count - offset >= headerSize,
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) == marker
        else { return nil }
        let stored = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 20, as: UInt32.self))
        guard CRC32.checksum(UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + 20)])) == stored else { return nil }
        let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)))
        guard length <= maximumPayloadSize else { return nil }
        return Header(
            length: length,
            sequence: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)),
            payloadChecksum: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt32.self)))
    }

    /// A record found in a segment: where its frame lies, where its payload lies, its number.
    struct Located: Equatable {
        /// The offset of the frame in the segment.
        var frameOffset: Int
        /// The offset just past the frame.
        var endOffset: Int
        /// The payload's range in the scanned data.
        var payload: Range<Int> { (frameOffset + RecordFrame.headerSize)..<endOffset }
        /// The record's sequence number.
        var sequence: UInt64
    }

    /// What a scan of a segment's bytes found.
    struct Scan: Equatable {
        /// The intact records, in file order.
        var records: [Located] = []
        /// Bytes that belong to no intact record (damage, torn tails, foreign bytes).
        var damagedBytes = 0
        /// Damaged bytes after the last intact record: a torn or damaged tail.
        var tailBytes = 0
    }

    /// Every intact record of a segment's bytes. Damage is skipped: the scan resumes at the next
    /// marker whose header checks out, so no damage costs more than the records it touches.
    static func scan(_ data: Data) -> Scan {
        var scan = Scan()
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            var damageStart: Int?
            while offset < raw.count {
                if let header = header(in: raw, at: offset), raw.count - offset - headerSize >= header.length {
                    let payload = UnsafeRawBufferPointer(rebasing: raw[(offset + headerSize)..<(offset + headerSize + header.length)])
                    let end = offset + headerSize + header.length
                    if CRC32.checksum(payload) == header.payloadChecksum {
                        if let start = damageStart { scan.damagedBytes += offset - start }
                        damageStart = nil
                        scan.records.append(Located(frameOffset: offset, endOffset: end, sequence: header.sequence))
                    } else if damageStart == nil {
                        damageStart = offset   // a trusted header with a damaged payload: skip the whole frame
                    }
                    offset = end
                    continue
                }
                if damageStart == nil { damageStart = offset }
                offset = nextMarker(in: raw, after: offset)
            }
            if let start = damageStart {
                scan.damagedBytes += raw.count - start
                scan.tailBytes = raw.count - start
            }
        }
        return scan
    }

    /// The offset of the next marker's first byte after `offset`, or the end.
    private static func nextMarker(in raw: UnsafeRawBufferPointer, after offset: Int) -> Int {
        var candidate = offset + 1
        while candidate < raw.count {
            if raw[candidate] == 0xF5,
                raw.count - candidate >= 4,
                UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self)) == marker
            {
                return candidate
            }
            candidate += 1
        }
        return raw.count
    }
}
