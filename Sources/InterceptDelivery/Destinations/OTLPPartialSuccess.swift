import Foundation

/// The `partial_success` of an `ExportLogsServiceResponse`, in the request's encoding: how many
/// log records the collector rejected (it never says which) and why.
struct OTLPPartialSuccess {
    var rejected: Int
    var message: String

    /// Reads the answer; `nil` when it has no partial success (or is not an answer at all).
    init?(_ body: Data, encoding: OTLPEncoding) {
        switch encoding {
        case .json:
            guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
                let partial = object["partialSuccess"] as? [String: Any] else { return nil }
            // int64 in OTLP's JSON: a string, or a number (receivers must accept both).
            rejected = (partial["rejectedLogRecords"] as? String).flatMap(Int.init) ?? (partial["rejectedLogRecords"] as? Int) ?? 0
            message = partial["errorMessage"] as? String ?? ""
        case .protobuf:
            // ExportLogsServiceResponse.partial_success (1): ExportLogsPartialSuccess with
            // rejected_log_records (1, int64) and error_message (2, string).
            var reader = ProtobufBytes.Reader(bytes: [UInt8](body)[...])
            var found: ArraySlice<UInt8>?
            while let (number, content) = reader.next() {
                if number == 1, case .bytes(let payload) = content { found = payload }
            }
            guard let found else { return nil }
            rejected = 0
            message = ""
            var fields = ProtobufBytes.Reader(bytes: found)
            while let (number, content) = fields.next() {
                switch (number, content) {
                case (1, .varint(let value)): rejected = Int(truncatingIfNeeded: Int64(bitPattern: value))
                case (2, .bytes(let text)): message = String(decoding: text, as: UTF8.self)
                default: break
                }
            }
        }
    }
}
