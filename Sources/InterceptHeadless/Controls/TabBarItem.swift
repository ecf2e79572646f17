/// The headless counterpart of `UITabBarItem`: a title and a tag, shown by a ``TabBar``.
@MainActor
public final class TabBarItem {
    /// The title shown.
    public var title: String?
    /// A number the app uses to tell items apart.
    public var tag: Int

    /// Creates an item.
    public init(title: String?, tag: Int = 0) {
        self.title = title
        self.tag = tag
    }
}
