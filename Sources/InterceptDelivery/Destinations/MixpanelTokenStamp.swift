import Foundation

/// Puts the project token a tracker sends with into records queued under another one (T15, J3).
///
/// Mixpanel's records carry the token in their properties (`"token"`, a profile update's
/// `"$token"`), written when the event was queued. Events queued while the app shipped a wrong
/// token wait, paused, for a tracker with the right one (T15); sent as they were written, a back
/// end checking the token would refuse every one of them. So the token is stamped again when the
/// body is made: the first `"token":"…"` (or `"$token":"…"`) of each record, which this format
/// writes before any app property (an app property named `token` is reserved away), gets the
/// current token. A record already carrying it is passed through untouched.
enum MixpanelTokenStamp {
    /// `record` with its first token value replaced by `token` (JSON-escaped by the caller).
    static func stamp(_ record: Data, with escapedToken: [UInt8]) -> Data {
        let bytes = [UInt8](record)
        guard let start = valueStart(in: bytes) else { return record }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard end < bytes.count else { return record }
        if bytes[start..<end].elementsEqual(escapedToken) { return record }
        var stamped = Data(capacity: bytes.count - (end - start) + escapedToken.count)
        stamped.append(contentsOf: bytes[..<start])
        stamped.append(contentsOf: escapedToken)
        stamped.append(contentsOf: bytes[end...])
        return stamped
    }

    /// The index after the opening quote of the first token value.
    private static func valueStart(in bytes: [UInt8]) -> Int? {
        for key in [Array("\"token\":\"".utf8), Array("\"$token\":\"".utf8)] {
            if let index = firstIndex(of: key, in: bytes) { return index + key.count }
        }
        return nil
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
