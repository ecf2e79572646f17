@_spi(Platform) import Intercept

/// A named action for a target, the headless counterpart of a selector with its method.
///
/// The name identifies the pair (adding the same target and name twice is ignored, G3); the
/// handler is what runs. It receives the target, which the platform holds weakly.
///
/// ```swift
/// tap.addTarget(controller, action: GestureAction("didTapBanner") { (controller: HomeController, _) in
///     controller.openBanner()
/// })
/// ```
@MainActor
public struct TargetAction<Sender: AnyObject> {
    /// The action's name, its identity.
    public let name: ActionName
    private let handler: @MainActor (AnyObject, Sender) -> Void
    private let accepts: @MainActor (AnyObject) -> Bool

    /// Creates an action named `name` that calls `handler` with the target and the sender. A target
    /// of another type than `Target` is not called (where UIKit would raise "unrecognized
    /// selector", the headless platform does nothing).
    public init<Target: AnyObject>(_ name: ActionName, _ handler: @escaping @MainActor (Target, Sender) -> Void) {
        self.name = name
        self.handler = { target, sender in
            if let target = target as? Target { handler(target, sender) }
        }
        self.accepts = { $0 is Target }
    }

    /// Whether `target` can perform the action (it is of the handler's target type); how a `nil`
    /// target is resolved along the responder chain.
    public func canBePerformed(by target: AnyObject) -> Bool {
        accepts(target)
    }

    /// Sends the action to `target`.
    func send(to target: AnyObject, from sender: Sender) {
        handler(target, sender)
    }
}

/// An action of a gesture recognizer.
public typealias GestureAction = TargetAction<GestureRecognizer>
