import CZlib
import Foundation

/// gzip bodies inflated by the system's zlib, so that a request compressed by Intercept's own
/// encoder is checked by the reference decoder (T16): a malformed stream, a wrong CRC or length,
/// or bytes after the member are refused.
public enum Gunzip {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func decompress(_ data: Data) throws(Failure) -> Data {
        var stream = z_stream()
        // 16 + 15: a gzip wrapper around a 32 KiB window.
        guard inflateInit2_(&stream, 16 + MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "inflateInit2 failed")
        }
        defer { inflateEnd(&stream) }
        var input = [UInt8](data)
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var status: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { input in
            stream.next_in = input.baseAddress
            stream.avail_in = uInt(input.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    output.append(buffer.baseAddress!, count: buffer.count - Int(stream.avail_out))
                }
            } while status == Z_OK
        }
        guard status == Z_STREAM_END else { throw Failure(description: "not a valid gzip stream (zlib status \(status))") }
        guard stream.avail_in == 0 else { throw Failure(description: "\(stream.avail_in) bytes after the gzip member") }
        return output
    }
}
