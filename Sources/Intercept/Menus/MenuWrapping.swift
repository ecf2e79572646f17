/// How a platform that can only report menu choices by showing reporting copies of the app's
/// actions (UIKit's control menus, M1) copies a menu, decided here for every platform (F16, M1).
/// The platform reads what each element is; ``MenuWrapperGroup`` keeps what the copies
/// change in step with the app's elements.
@_spi(Platform) public enum MenuWrapping {
    /// What becomes of one element of a menu being copied.
    @_spi(Platform) public enum Treatment: Equatable, Sendable {
        /// An action of the app: shown as a wrapper that reports the choice, then performs it.
        case wrap
        /// A submenu: copied the same way, element by element.
        case descend
        /// Shown as it is: a wrapper already (a menu shown again is not wrapped twice), or an
        /// element that is not an action (a command the responder chain handles, an element
        /// the platform fills in later); a choice of it is not reported.
        case keep
    }

    /// The treatment of an element that is a submenu (`isMenu`), an action (`isAction`), and a
    /// wrapper made earlier (`isWrapper`, told by identity: two elements equal by identifier are
    /// not the same element, M1).
    @_spi(Platform) public static func treatment(isMenu: Bool, isAction: Bool, isWrapper: Bool) -> Treatment {
        if isMenu { return .descend }
        return isAction && !isWrapper ? .wrap : .keep
    }

    /// The title a menu's events carry: `nil` for a menu with no title (the platforms' empty string).
    @_spi(Platform) public static func reportedTitle(_ title: String?) -> String? {
        guard let title, !title.isEmpty else { return nil }
        return title
    }
}
