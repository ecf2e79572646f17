@_spi(Platform) import Intercept

/// How a view keeps its window and tells the application what changed, as UIKit keeps each view's
/// `window` and its hooks hear moves and changes.
extension View {
    /// The window the view is in, if any (kept up to date as the tree changes).
    public var window: Window? { cachedWindow }

    /// Pushes the window down the subtree when it changed, as UIKit does, then calls
    /// ``didMoveToWindow()`` on every view whose window changed, parents first; and what UIKit's
    /// `didMoveToWindow` hook tells the core: lists entering a window (D3), once the whole subtree
    /// is in place, or, after a subtree left its window, that some view did, without the view,
    /// which on UIKit may be deallocating with its superview (F4).
    func windowMayHaveChanged() {
        let window = (self as? Window) ?? superview?.cachedWindow
        guard window !== cachedWindow else { return }
        let leftApplication = window == nil ? cachedWindow?.application : nil
        var moved: [View] = []
        var pending = [self]
        while let view = pending.popLast() {
            guard view.cachedWindow !== window, !(view is Window) || view === self else { continue }
            view.cachedWindow = (view as? Window) ?? window
            moved.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        for view in moved { view.didMoveToWindow() }
        if window != nil {
            for view in moved { view.didEnterWindow() }
        }
        leftApplication?.someViewDidLeaveWindow()
    }

    /// Tells the application's observers that this view (and so its subviews) changed.
    func noteChange() {
        window?.application?.viewDidChange(self)
    }
}
