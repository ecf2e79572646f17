/// The wrappers a platform made for one menu it shows, each with the app's element it stands for
/// (M1).
///
/// The platform shows the wrappers, so it changes *their* state: a single-selection menu or a
/// pop-up button turns the chosen element on and the others off. The app's elements would keep
/// their old states: the handler would read the state from before the choice, and the next time
/// the menu opens (copied again from the app's menu) its checkmark and the button's title would
/// go back. So, when the user chooses an element, and before the app's handler runs, every
/// wrapper's state goes back to the element it stands for (``copyStatesBack(read:write:)``).
/// Each wrapper starts with its element's state as it is when the menu opens.
///
/// Wrappers are held weakly (a wrapper's handler keeps its group), the app's elements strongly, as
/// the wrappers' handlers keep them.
@MainActor
@_spi(Platform) public final class MenuWrapperGroup<Element: AnyObject> {
    private struct Link {
        weak var wrapper: Element?
        let original: Element
    }

    private var links: [Link] = []

    /// An empty group.
    @_spi(Platform) public init() {}

    /// Records that `wrapper` stands for `original` in this menu.
    @_spi(Platform) public func add(_ wrapper: Element, standingFor original: Element) {
        links.append(Link(wrapper: wrapper, original: original))
    }

    /// How many wrappers of the group are still alive.
    @_spi(Platform) public var liveWrapperCount: Int { links.count { $0.wrapper != nil } }

    /// The user chose an element of the menu: each live wrapper's state (`read`) is written to the
    /// element it stands for (`write`) where they differ.
    @_spi(Platform) public func copyStatesBack<State: Equatable>(read: (Element) -> State, write: (Element, State) -> Void) {
        for link in links {
            guard let wrapper = link.wrapper else { continue }
            let state = read(wrapper)
            if read(link.original) != state { write(link.original, state) }
        }
    }
}
