@_spi(Platform) import Intercept

/// The headless platform's translation for the core's ``Intercept/InheritedTrackingStateKeeper``,
/// the same the UIKit adapter gives (`UIKitTrackingTree`): a view's superview, and where its
/// record lies (a stored property here, an associated object there). So every headless test of
/// what a view inherits runs the rules a device runs (F16).
@MainActor
enum HeadlessTrackingTree: InheritedTrackingTree {
    /// The keeper: read by describing, told by the flags' setter.
    static let keeper = InheritedTrackingStateKeeper<HeadlessTrackingTree>()

    static func parent(of node: View) -> View? { node.superview }

    // (No closures here: one formed on the main actor costs an executor check per call.)
    static func unretainedParent(of node: Unmanaged<View>) -> Unmanaged<View>? {
        #if compiler(>=6.2)
        return node.takeUnretainedValue().unretainedSuperview
        #else
        guard let superview = node.takeUnretainedValue().superview else { return nil }
        return Unmanaged.passUnretained(superview)
        #endif
    }
    static func record(of node: View) -> InheritedTrackingRecord? { node.trackingRecord }
    static func unretainedRecord(of node: Unmanaged<View>) -> InheritedTrackingRecord? {
        node.takeUnretainedValue().unretainedTrackingRecord?.takeUnretainedValue()
    }
    static func keep(_ record: InheritedTrackingRecord, on node: View) { node.trackingRecord = record }
}
