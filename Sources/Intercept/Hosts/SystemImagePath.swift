/// Whether a class's code is the system's or the app's, from the path of the image (framework or
/// executable) it was loaded from (A2: a system view's touch handling does not make a tap
/// handled). The system's frameworks live under `/System/Library/` on a device, and under the
/// simulator runtime's root (`…/RuntimeRoot/System/Library/`) on the simulator: the root is read
/// from the UI framework's own image, so both forms are the system's and nothing else is.
@_spi(Platform) public struct SystemImagePath: Sendable, Equatable {
    /// Where the system's `System/Library` directory is: empty on a device.
    @_spi(Platform) public let root: Substring

    /// The system root that `frameworkImage` (the path of a class of the UI framework, `UIView`'s)
    /// lives under; the device's when the path names no `/System/Library/`.
    @_spi(Platform) public init(frameworkImage: String) {
        root = frameworkImage.range(of: "/System/Library/").map { frameworkImage[..<$0.lowerBound] } ?? ""
    }

    /// Whether `image` is one of the system's: under the system root's `/System/` (or the
    /// device's, which a simulator's process also maps) or its `/usr/lib/`.
    @_spi(Platform) public func contains(_ image: String) -> Bool {
        for prefix in ["/System/", "/usr/lib/"] {
            if image.hasPrefix(prefix) { return true }
            if !root.isEmpty, image.hasPrefix(root), image.dropFirst(root.count).hasPrefix(prefix) { return true }
        }
        return false
    }
}
