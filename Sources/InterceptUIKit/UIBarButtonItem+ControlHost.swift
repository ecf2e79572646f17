#if canImport(UIKit)
import Intercept
import UIKit

@MainActor
private let showingViewStorage = AssociatedStorage(defaultValue: WeakView())

/// A view held weakly in associated storage.
private struct WeakView {
    weak var view: UIView?
}

/// `UIBarButtonItem` as the core sees a control (C5). An item is not a view, and UIKit does not
/// say which view shows it; the view is its custom view, or the control its tap landed on
/// (found from the touch when the item sends its action), typed as `UIBarButtonItem`.
extension UIBarButtonItem: @retroactive ControlHost {
    /// The custom view, or the control that showed the item when it was last tapped.
    public var controlElementNode: (any ViewNode)? {
        customView ?? showingViewStorage.value(on: self).view
    }

    /// Remembers the control `touch` landed on as the view showing the item, and gives it the
    /// element type `UIBarButtonItem` unless the app declared one.
    func noteShowingView(touchedBy touch: UITouch?) {
        guard customView == nil else { return }
        var view = touch?.view
        while let candidate = view, !(candidate is UIControl) { view = candidate.superview }
        guard let control = view else { return }
        if control.trackingAttributes.displayType == nil { control.trackingAttributes.displayType = "UIBarButtonItem" }
        showingViewStorage.set(WeakView(view: control), on: self)
    }
}
#endif
