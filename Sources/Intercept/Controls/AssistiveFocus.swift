/// Where an assistive technology's cursor (VoiceOver's, Switch Control's) is: the view holding the
/// element it focuses and that view's ancestors, by identity, nearest first. The platform reads
/// it (UIKit: `UIAccessibility.focusedElement(using:)`); whether it is on a control is decided
/// here.
///
/// An assistive technology activates the element it focuses. A touchless action of a control
/// that is not that element, inside it, or the element's own subtree's control, was sent by the
/// app's code (a `sendActions(for:)` from a timer, a handler of another control), not by the user,
/// even while VoiceOver runs.
@_spi(Platform) public struct AssistiveFocus: Sendable, Hashable {
    /// The focused view's identity, then its ancestors', nearest first.
    public let path: [ObjectIdentifier]

    /// How many ancestors are kept: enough for any real hierarchy, bounded for a hostile one (H2).
    static let maximumDepth = 64

    /// Creates a focus from the focused view's identity and its ancestors', nearest first.
    @_spi(Platform) public init(path: [ObjectIdentifier]) {
        self.path = Array(path.prefix(Self.maximumDepth))
    }

    /// Creates the focus of `view`: it and its ancestors by `parent`.
    @_spi(Platform) public init<View: AnyObject>(on view: View, parent: (View) -> View?) {
        var path: [ObjectIdentifier] = []
        var current: View? = view
        while let node = current, path.count < Self.maximumDepth {
            path.append(ObjectIdentifier(node))
            current = parent(node)
        }
        self.init(path: path)
    }

    /// Whether activating the focused element can be `node`'s action: `node` is the focused view
    /// or one of its ancestors (a control drawn as part of a larger element), or the focused view
    /// is one of `node`'s ancestors (a cell focused as one element with its switch).
    @MainActor
    func covers(_ node: any ViewNode) -> Bool {
        if path.contains(ObjectIdentifier(node)) { return true }
        guard let focused = path.first else { return false }
        var ancestor = node.parentNode
        var depth = 0
        while let current = ancestor, depth < Self.maximumDepth {
            if ObjectIdentifier(current) == focused { return true }
            ancestor = current.parentNode
            depth += 1
        }
        return false
    }
}
