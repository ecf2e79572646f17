/// Stands for a `nil` target in a control's target-actions: the action goes to the first object
/// up the responder chain that can perform it, as UIKit does.
@MainActor
final class ResponderChainTarget {
    static let shared = ResponderChainTarget()
    private init() {}
}
