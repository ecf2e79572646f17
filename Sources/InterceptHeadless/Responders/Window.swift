import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UIWindow`: the root of a view tree, whose next responder is the
/// application. Its root controller appears when the window is made visible, and modally
/// presented controllers stack on top of it.
@MainActor
open class Window: View {
    /// The application the window belongs to.
    public internal(set) weak var application: Application?
    /// Whether the window is shown (``makeKeyAndVisible()``).
    public private(set) var isVisible = false

    private var presented: [ViewController] = []

    /// The controller whose view fills the window. Replacing it on a visible window makes the old
    /// one disappear and the new one appear.
    open var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            let old = oldValue
            let new = rootViewController
            new?.view.frame = bounds
            if isVisible {
                old?.beginAppearanceTransition(false)
                new?.beginAppearanceTransition(true)
            }
            old?.view.removeFromSuperview()
            if let new { insertSubview(new.view, at: 0) }
            if isVisible {
                old?.endAppearanceTransition()
                new?.endAppearanceTransition()
            }
        }
    }

    /// Creates a window the size of a phone screen (390 x 844 points).
    public override init() {
        super.init()
        cachedWindow = self
        frame = Rect(x: 0, y: 0, width: 390, height: 844)
    }

    /// Shows the window: its top screen appears.
    public func makeKeyAndVisible() {
        guard !isVisible else { return }
        isVisible = true
        // What the window covers, on windows below it, needs a look (X5).
        noteChange()
        topScreen?.beginAppearanceTransition(true)
        topScreen?.endAppearanceTransition()
    }

    /// The application.
    open override var next: Responder? { application }

    // MARK: Presentation

    /// The screen on top: the last presented controller, or the root one.
    public var topScreen: ViewController? { presented.last ?? rootViewController }

    /// The screen under `controller` in the presentation stack.
    func screen(below controller: ViewController) -> ViewController? {
        guard let index = presented.firstIndex(where: { $0 === controller }) else { return nil }
        return index == 0 ? rootViewController : presented[index - 1]
    }

    func stackPresented(_ controller: ViewController) {
        if controller.modalPresentationStyle == .fullScreen { topScreen?.view.isHidden = true }
        presented.append(controller)
        addSubview(controller.view)
    }

    func unstackPresented(_ controller: ViewController) {
        guard presented.last === controller else { return }
        presented.removeLast()
        controller.view.removeFromSuperview()
        if controller.modalPresentationStyle == .fullScreen { topScreen?.view.isHidden = false }
    }

    // MARK: Levels

    /// Where the window is drawn among the application's windows, as UIKit's `windowLevel`
    /// (0 is normal; alerts and overlays use higher levels). Windows of a higher level, and
    /// windows of the same level added later, are drawn above this one.
    open var windowLevel: Double = 0 {
        didSet { if windowLevel != oldValue { noteChange() } }
    }

    /// The application's windows drawn above this one, back to front, as the core decides from
    /// their levels, order and visibility (`OcclusionPolicy.windowsAbove`, X5).
    open override var overlayRootNodes: [any ViewNode] {
        guard let application, let position = application.windows.firstIndex(where: { $0 === self }) else { return [] }
        return OcclusionPolicy.windowsAbove(position, in: application.windows.map { ($0 as any ViewNode, $0.windowLevel, $0.isVisible) })
    }
}
