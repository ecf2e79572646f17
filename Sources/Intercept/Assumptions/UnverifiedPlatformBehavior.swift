import Foundation

/// A private behavior of the platform the UIKit adapter relies on that was read on some platform
/// versions only (B3): on an earlier version, or a later major version than any it was read on,
/// it may differ, and what depends on it may go untracked, so the coexistence report says so
/// there ("may not be tracked on this version"), as the details of
/// ``PlatformAssumption/privateBehaviorReadOnThisVersion``.
@_spi(Platform) public struct UnverifiedPlatformBehavior: Sendable {
    /// The behavior, as the UIKit adapter article's versions table names it.
    public let behavior: String
    /// The first version it was read on: its major and minor numbers.
    public let verifiedFrom: (major: Int, minor: Int)
    /// The last major version it was read on: a later major version may have changed it.
    public let verifiedThrough: Int
    /// What may go untracked where it does not hold.
    public let untracked: String

    /// Creates an entry.
    public init(_ behavior: String, verifiedFrom major: Int, _ minor: Int, through lastMajor: Int? = nil, untracked: String) {
        self.behavior = behavior
        self.verifiedFrom = (major, minor)
        self.verifiedThrough = max(major, lastMajor ?? major)
        self.untracked = untracked
    }

    /// The coexistence report's line for it.
    public var reportLine: String {
        "\(behavior) was read on iOS \(verifiedFrom.major).\(verifiedFrom.minor) through \(verifiedThrough).x only: "
            + "may not be tracked on this version: \(untracked)"
    }

    /// The UIKit adapter's reliances on private behavior outside its hooks that were read on one
    /// version, as its article's versions table lists them (the menu and bar-button senders are
    /// the menus' own).
    public static let uikit: [UnverifiedPlatformBehavior] = [
        UnverifiedPlatformBehavior(
            "UISwipeActionStandardButton sending _tappedButton: to UISwipeActionPullView", verifiedFrom: 18, 0,
            untracked: "swipe actions' taps"),
        UnverifiedPlatformBehavior(
            "_UIKBCompatInputView wrapping input accessory views", verifiedFrom: 18, 2,
            untracked: "input accessory bars hosted this way (a chat composer) are taken for system UI"),
    ]

    /// The entries of `behaviors` not verified on `version`: read on a later version only, or on
    /// earlier major versions only.
    public static func unverified(_ behaviors: [UnverifiedPlatformBehavior] = uikit, on version: OperatingSystemVersion) -> [UnverifiedPlatformBehavior] {
        behaviors.filter { behavior in
            (version.majorVersion, version.minorVersion) < behavior.verifiedFrom || version.majorVersion > behavior.verifiedThrough
        }
    }
}
