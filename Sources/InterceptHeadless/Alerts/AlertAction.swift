/// An action of an ``AlertController``: a title, a style and a handler.
@MainActor
public final class AlertAction {
    /// How the action is shown.
    public enum Style: Sendable, Equatable {
        case `default`, cancel, destructive
    }

    /// The button's title, which is the event's content (G6).
    public let title: String?
    /// The style.
    public let style: Style
    private let handler: (@MainActor (AlertAction) -> Void)?

    /// Creates an action.
    public init(title: String?, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    func perform() {
        handler?(self)
    }
}
