import Foundation

/// How one record is laid out in a segment file: its payload's length (4 bytes, little endian),
/// a CRC-32 of those 4 length bytes and the payload (4 bytes, little endian), then the payload.
///
/// The checksum covers the length too, so a length torn or garbled by a kill or a power loss is
/// caught as surely as a torn payload. Recovery stops at the first frame that does not check out:
/// everything after it in that segment is discarded, so a torn record is never merged with the
/// record written after it (T6, T7).
enum RecordFrame {
    /// Bytes before the payload.
    static let headerSize = 8

    /// The largest payload accepted; a larger length in a header means the header is damaged.
    static let maximumPayloadSize = 16 * 1024 * 1024

    /// Fills the first ``headerSize`` bytes of `frame` with the header of the payload after them,
    /// so a record written into one buffer (``UploadTracker``) needs no second copy.
    static func fillHeader(of frame: UnsafeMutableRawBufferPointer) {
        let length = UInt32(frame.count - headerSize)
        frame.storeBytes(of: length.littleEndian, toByteOffset: 0, as: UInt32.self)
        var crc = CRC32()
        crc.update(UnsafeRawBufferPointer(rebasing: frame[0..<4]))
        crc.update(UnsafeRawBufferPointer(rebasing: frame[headerSize...]))
        frame.storeBytes(of: crc.value.littleEndian, toByteOffset: 4, as: UInt32.self)
    }

    /// The frame of `payload`.
    static func encode(_ payload: Data) -> Data {
        var frame = Data(count: headerSize)
        frame.append(payload)
        frame.withUnsafeMutableBytes { fillHeader(of: $0) }
        return frame
    }

    /// A record found in a segment: where its frame starts and where its payload lies.
    struct Located: Equatable {
        /// The offset of the frame in the segment.
        var frameOffset: Int
        /// The offset just past the frame.
        var endOffset: Int
        /// The payload's range in the scanned data.
        var payload: Range<Int>
    }

    /// The records of a segment's bytes, in order, and the length of the valid prefix: the scan
    /// stops at the first frame that is incomplete or whose checksum does not match.
    static func scan(_ data: Data) -> (records: [Located], validLength: Int) {
        var records: [Located] = []
        var offset = 0
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            while raw.count - offset >= headerSize {
                let length = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                let stored = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
                guard length <= maximumPayloadSize, raw.count - offset - headerSize >= length else { return }
                var crc = CRC32()
                crc.update(UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + 4)]))
                let payloadStart = offset + headerSize
                crc.update(UnsafeRawBufferPointer(rebasing: raw[payloadStart..<(payloadStart + length)]))
                guard crc.value == stored else { return }
                records.append(Located(frameOffset: offset, endOffset: payloadStart + length, payload: payloadStart..<(payloadStart + length)))
                offset = payloadStart + length
            }
        }
        return (records, offset)
    }
}
