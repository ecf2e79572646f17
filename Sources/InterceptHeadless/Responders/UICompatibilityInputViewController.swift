import Intercept

/// UIKit's wrapper for a view some controller owns that is shown in its input host (F17):
/// `+[UICompatibilityInputViewController inputViewControllerWithView:]` (iOS 18.2), given an
/// `inputAccessoryView` or `inputView` that is a controller's root view, makes one of these, takes
/// the owner as its child and adds the view into its own root view, a `_UIKBCompatInputView`
/// (its `loadView`). Named as UIKit's classes are and loaded from the platform's image, so the
/// core judges it by name, as on a device. Made by ``View/placeInInputHost(_:frame:)``.
@MainActor
public final class UICompatibilityInputViewController: ViewController {
    /// Wraps `owner`'s root view, as UIKit does.
    init(wrapping owner: ViewController) {
        super.init(view: _UIKBCompatInputView())
        addChild(owner)
        view.addSubview(owner.view)
    }
}

/// The root view of UIKit's ``UICompatibilityInputViewController``: the input host's child when
/// the view shown there is a controller's root view, which it holds.
@MainActor
public final class _UIKBCompatInputView: View {}

extension View {
    /// Places `view`, the first responder's `inputView` or `inputAccessoryView`, in this view,
    /// UIKit's input host, as UIKit does (`-[UIInputViewSet accessoryViewController]` and
    /// `+[UICompatibilityInputViewController inputViewControllerWithView:]`): a view no controller
    /// owns is the host's child itself; a controller's root view is wrapped in a
    /// `_UIKBCompatInputView` whose ``UICompatibilityInputViewController`` takes the owner as its
    /// child (F17); a view already wrapped keeps its wrapper, as UIKit reuses the
    /// controller it finds above the view. The host keeps the wrapping controller, as UIKit's input
    /// view set does. Answers the host's new child; `frame` is given to it.
    @discardableResult
    public func placeInInputHost(_ view: View, frame: Rect) -> View {
        if let wrapper = view.superview as? _UIKBCompatInputView {
            wrapper.frame = frame
            addSubview(wrapper)
            return wrapper
        }
        guard view.isRootViewOfController, let owner = view.owningViewController else {
            view.frame = frame
            addSubview(view)
            return view
        }
        let wrapper = UICompatibilityInputViewController(wrapping: owner)
        setAssociatedObject(wrapper, forKey: "UIInputViewSet.\(ObjectIdentifier(wrapper.view).hashValue)")
        wrapper.view.frame = frame
        view.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        addSubview(wrapper.view)
        return wrapper.view
    }
}
