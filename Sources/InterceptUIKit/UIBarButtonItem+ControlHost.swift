#if canImport(UIKit)
import Intercept
import UIKit

@MainActor
private let showingViewStorage = AssociatedStorage(defaultValue: WeakView())

/// A view held weakly in associated storage.
private struct WeakView {
    weak var view: UIView?
}

/// `UIBarButtonItem` as the core sees a control (C5, F7). An item is not a view, and UIKit does
/// not say which view shows it; the view is its custom view, or the control the touch in
/// progress landed on. A standard item (no custom view) is shown by a private control and sends
/// its action with no touch in its event: it is reported as the item, with its title.
extension UIBarButtonItem: ControlHost {
    /// The custom view, or the control that showed the item when it was last tapped.
    public var controlElementNode: (any ViewNode)? {
        customView ?? showingViewStorage.value(on: self).view
    }

    /// A standard item dispatches without a touch in its event.
    public var sendsActionsWithoutTouch: Bool { customView == nil }

    /// A standard item is reported as its own class, not as UIKit's private control.
    public var controlTypeName: String? { customView == nil ? TypeNames.name(of: declaredClass) : nil }

    /// A standard item's title; a custom view describes itself.
    public var controlTitle: String? { customView == nil ? title : nil }

    /// Remembers the control `touch` landed on as the view showing the item.
    func noteShowingView(touchedBy touch: UITouch?) {
        guard customView == nil else { return }
        var view = touch?.view
        while let candidate = view, !(candidate is UIControl) { view = candidate.superview }
        guard let control = view else { return }
        showingViewStorage.set(WeakView(view: control), on: self)
    }
}
#endif
