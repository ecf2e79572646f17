/// The menu an action was chosen from (M1): a context menu, a button's or bar button item's menu.
public struct MenuProperties: Sendable, Hashable, Codable {
    /// The menu's title (`UIMenu.title`); `nil` when it has none, or when the platform does not
    /// say which menu held the choice (a context menu's, which UIKit performs without it: M1).
    public var title: String?
    /// The element path of the view the menu was opened from (its source view).
    public var sourcePath: String

    /// Creates menu properties.
    public init(title: String?, sourcePath: String) {
        self.title = title
        self.sourcePath = sourcePath
    }

    /// The title a menu's events carry: `nil` for a menu with no title (the platforms' empty string).
    static func reportedTitle(_ title: String?) -> String? {
        guard let title, !title.isEmpty else { return nil }
        return title
    }
}
