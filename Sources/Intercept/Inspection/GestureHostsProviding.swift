/// A view that lists the gesture recognizers attached to it, so that a tracking snapshot can show
/// them and their interception state (Q2).
///
/// The headless `View` adopts it; a platform whose views do not simply omits recognizers from
/// snapshots.
@MainActor
public protocol GestureHostsProviding: ViewNode {
    /// The recognizers attached to this view, in the order they were added.
    var attachedGestureHosts: [any GestureHost] { get }
}
