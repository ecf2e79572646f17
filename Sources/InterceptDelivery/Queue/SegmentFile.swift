import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One append-only segment of a ``DurableQueue``: its id (segments are named and ordered by it),
/// how many bytes of whole records it holds, how many records, and the sequence number of its first
/// record (or of the next record appended, while it has none), and that record's checksum.
struct SegmentFile {
    let id: UInt64
    var size: Int
    var records: Int
    var firstSequence: UInt64
    /// The CRC-32 of its first record's payload, once it has one: with ``firstSequence``, what
    /// tells this queue's segment from another queue's of the same name (T12).
    var firstChecksum: UInt32? = nil

    /// The largest id accepted from a file name; larger ones are foreign files (a new segment's id
    /// is the last one's plus one, which must not overflow).
    static let maximumID: UInt64 = 1 << 62

    /// `00000000000000000042.segment`: fixed width, so names sort like ids.
    static func name(of id: UInt64) -> String {
        let digits = String(id)
        return String(repeating: "0", count: max(0, 20 - digits.count)) + digits + ".segment"
    }

    /// The id of a file named by ``name(of:)``, or `nil` for any other file.
    static func id(ofFileNamed name: String) -> UInt64? {
        guard name.hasSuffix(".segment"), name.count == 28, name.prefix(20).allSatisfy({ $0.isASCII && $0.isNumber }),
            let id = UInt64(name.prefix(20)), id <= maximumID
        else { return nil }
        return id
    }
}

/// Thin, error-checked POSIX calls the queue needs: whole writes, positioned reads, syncs.
enum POSIXFile {
    /// Opens `path` for appending, creating it.
    static func openForAppending(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    }

    /// Opens `path` for reading.
    static func openForReading(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_CLOEXEC)
    }

    /// Writes all of `data`, retrying short writes and interruptions; returns `errno` on failure.
    static func writeAll(_ descriptor: Int32, _ data: Data) -> Int32? {
        data.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    static func writeAll(_ descriptor: Int32, _ raw: UnsafeRawBufferPointer) -> Int32? {
        guard var pointer = raw.baseAddress else { return nil }
        var remaining = raw.count
        while remaining > 0 {
            let written = write(descriptor, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            remaining -= written
            pointer += written
        }
        return nil
    }

    /// Reads `count` bytes at `offset`; fewer if the file is shorter.
    static func read(_ descriptor: Int32, offset: Int, count: Int) -> Data {
        var data = Data(count: count)
        var total = 0
        data.withUnsafeMutableBytes { (raw: UnsafeMutableRawBufferPointer) in
            guard let base = raw.baseAddress else { return }
            while total < count {
                let got = pread(descriptor, base + total, count - total, off_t(offset + total))
                if got < 0, errno == EINTR { continue }
                if got <= 0 { break }
                total += got
            }
        }
        data.count = total
        return data
    }

    /// Cuts the file at `path` to `length` bytes.
    static func truncate(_ path: String, to length: Int) -> Bool {
        Foundation.truncate(path, off_t(length)) == 0
    }

    /// `fsync`, for a descriptor or a directory.
    static func sync(_ descriptor: Int32) {
        _ = fsync(descriptor)
    }

    static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    static func closeDescriptor(_ descriptor: Int32) {
        if descriptor >= 0 { close(descriptor) }
    }

    static func lastError() -> String { String(cString: strerror(errno)) }

    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
