/// The headless counterpart of `UIPageViewController` (scroll style): pages side by side, one on
/// screen. Turning a page follows UIKit's order for it (the new `viewWillAppear`, the current
/// `viewWillDisappear`, the new `viewDidAppear`, the current `viewDidDisappear`). A container,
/// not a page itself (P4).
@MainActor
open class PageContainerController: ViewController {
    /// The pages.
    public private(set) var pages: [ViewController] = []
    /// The page on screen.
    public private(set) var currentIndex = 0

    /// Creates a container showing the first of `pages`.
    public init(pages: [ViewController]) {
        super.init()
        for page in pages { addChild(page) }
        self.pages = pages
        if let first = pages.first { show(first) }
    }

    /// Turns to the page at `index`; out-of-range indexes and the current one are ignored.
    public func showPage(at index: Int) {
        guard pages.indices.contains(index), index != currentIndex else { return }
        let old = pages[currentIndex]
        let new = pages[index]
        currentIndex = index
        guard isScreenAppeared else {
            old.view.removeFromSuperview()
            return show(new)
        }
        new.beginAppearanceTransition(true)
        old.beginAppearanceTransition(false)
        old.view.removeFromSuperview()
        show(new)
        new.endAppearanceTransition()
        old.endAppearanceTransition()
    }

    /// Only the current page appears with the container.
    open override var childrenForwardedAppearance: [ViewController] { pages.indices.contains(currentIndex) ? [pages[currentIndex]] : [] }

    /// A container.
    open override var isContainerScreen: Bool { true }

    private func show(_ controller: ViewController) {
        controller.view.frame = view.bounds
        view.addSubview(controller.view)
    }
}
