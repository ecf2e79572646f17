import Foundation
@_spi(Platform) import Intercept

/// What an ``IdentityStore`` persists: the anonymous id, the user, their traits and the current
/// session. Written whole and renamed into place.
struct IdentityRecord: Sendable, Codable, Equatable {
    var version = 1
    var anonymousID: String
    var userID: String?
    var traits: [String: PropertyValue]
    var session: Session?

    /// A new anonymous identity: a random UUID, never a hardware or advertising identifier (I1).
    static func anonymous() -> IdentityRecord {
        IdentityRecord(anonymousID: UUID().uuidString.lowercased(), userID: nil, traits: [:], session: nil)
    }
}
