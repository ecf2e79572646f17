/// Finds the element a recognition is really about when the recognizer sits on a container that
/// stands for many elements: an alert's action list, where one recognizer serves every action
/// row (G6).
///
/// Processors are registered in ``Interception/gestureElementProcessors`` under the class name
/// of the recognizer's view, and replace the default "the element is the recognizer's view".
@MainActor
public protocol GestureElementProcessor {
    /// The element touched, given the view under the touch and the recognizer's view; `nil` when
    /// the touch hit no element (then no event is emitted).
    func element(touching touched: any ViewNode, in recognizerView: any ViewNode) -> ProcessedElement?
}

/// What a ``GestureElementProcessor`` found.
@MainActor
public struct ProcessedElement {
    /// The element's view, described as usual (path, screen, ignore and privacy rules).
    public var node: any ViewNode
    /// A type to report instead of the view's class name.
    public var type: String?
    /// Content to report instead of the view's texts, such as an alert action's title.
    public var content: String?
    /// Whether the texts inside the element are its own words (an alert action row holds only its
    /// title): then they are its content by default, as a control's title is, where another
    /// container's texts are not (N3).
    public var textsAreOwnWords: Bool

    /// Creates a result.
    public init(node: any ViewNode, type: String? = nil, content: String? = nil, textsAreOwnWords: Bool = false) {
        self.node = node
        self.type = type
        self.content = content
        self.textsAreOwnWords = textsAreOwnWords
    }
}
