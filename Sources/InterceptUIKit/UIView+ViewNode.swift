#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import UIKit

@MainActor
private let trackingAttributesStorage = AssociatedStorage(defaultValue: ViewTrackingAttributes())

/// `UIView` as the core sees a view (E1-E8, X1-X4).
extension UIKit.UIView: Intercept.ViewNode {}

/// The conformance's members live in a constrained protocol extension rather than on `UIView`
/// itself: an app that declares a member of the same name on `UIView` (`parentNode`, say) gets its
/// own in its code, instead of an ambiguity with ours, and the conformance keeps ours.
extension ViewNode where Self: UIView {
    /// What the app declares about this view for tracking, kept as an associated object. Setting
    /// or clearing an exposure context tells exposure to look at the view on the next frame;
    /// changing the ignore scope or the private flag updates what the subviews inherit.
    public var trackingAttributes: ViewTrackingAttributes {
        get { trackingAttributesStorage.value(on: self) }
        set {
            let old = trackingAttributesStorage.value(on: self)
            trackingAttributesStorage.set(newValue, on: self)
            if newValue.changesInheritedFlags(from: old) {
                UIKitTrackingTree.keeper.flagsDidChange(of: self)
            }
            if newValue.concernsExposure(from: old) {
                ViewChangeRelay.trackingAttributesDidChange(of: self, declaringExposure: newValue.exposure != nil)
            }
        }
    }

    /// The declared class's name, so a key-value observed view keeps its type and path (F8).
    public var nodeTypeName: String { TypeNames.name(of: declaredClass) }
    /// The superview.
    public var parentNode: (any ViewNode)? { superview }
    /// Whether the view's accessibility traits hold `.keyboardKey` (N4).
    public var isAccessibilityKeyboardKey: Bool { accessibilityTraits.contains(.keyboardKey) }
    /// The subviews.
    public var childNodes: [any ViewNode] { subviews }
    /// How many subviews there are. UIKit's `subviews` hands out a new array each time; this
    /// one is kept for the ``childNode(at:)`` calls that follow, so visiting the children of a
    /// view costs one such array, not one per child.
    public var childNodeCount: Int { SubviewSnapshot.take(of: self).count }
    /// The subview at `index`, from the array ``childNodeCount`` took.
    public func childNode(at index: Int) -> any ViewNode { SubviewSnapshot.subview(of: self, at: index) }
    /// The kept screen (``inheritedTrackingState``), else the nearest view controller up the
    /// responder chain, as the core looks it up (`ScreenLookup`, F16).
    public var screenNode: (any ScreenNode)? {
        ScreenLookup.screen(kept: UIKitTrackingTree.keeper.state(of: self).screen, from: next, next: { $0.next }) { $0 as? UIViewController }
    }
    /// The controller whose root view this is: a root view's next responder is its controller.
    public var screenOwningThisView: (any ScreenNode)? {
        guard let controller = next as? UIViewController, controller.viewIfLoaded === self else { return nil }
        return controller
    }
    /// What the view shows, by kind, read as it is (the core decides what of it is content, N3):
    /// buttons their title (or accessibility label), labels their text, image views their
    /// accessibility label, text fields their traits (and their text only while the core reads
    /// one whose text it keeps, `TypedTextReading`: H8), switches their state, sliders
    /// and steppers their value, segmented controls their selected title; pickers nothing (their
    /// value is what the user picked), and a custom input adopting `UIKeyInput` is a text input.
    public var nodeContent: NodeContent {
        switch self {
        case let label as UILabel:
            return .text(label.text)
        case let button as UIButton:
            // `currentTitle` is the plain title set for the current state and may be nil (UIKit's
            // documentation): a title set as attributed text, or in an iOS 15 `configuration`, is
            // read there, then from the label the button shows (E2).
            // A button with no title (an icon) gives its accessibility label: the control's own
            // words either way (N3).
            let title = button.currentTitle ?? button.currentAttributedTitle?.string ?? button.configuration?.title
            return .title(title ?? button.titleLabel?.text ?? button.accessibilityLabel)
        case let imageView as UIImageView:
            return .image(accessibilityLabel: imageView.accessibilityLabel)
        case let field as UITextField:
            let type = field.textContentType.map(TextContentType.init(uiKit:))
            let text = TypedTextReading.text { field.text }
            return .textInput(text, TextEntryTraits(isSecureTextEntry: field.isSecureTextEntry, contentType: type))
        case let textView as UITextView:
            let type = textView.textContentType.map(TextContentType.init(uiKit:))
            let text = TypedTextReading.text { textView.text }
            return .textInput(text, TextEntryTraits(isSecureTextEntry: textView.isSecureTextEntry, contentType: type))
        case let toggle as UISwitch:
            return .toggle(isOn: toggle.isOn)
        case let slider as UISlider:
            return .value(Double(slider.value))
        case let stepper as UIStepper:
            return .value(stepper.value)
        case let segments as UISegmentedControl:
            let index = segments.selectedSegmentIndex
            return .title(index >= 0 ? segments.titleForSegment(at: index) : nil)
        case is UIDatePicker, is UIPickerView:
            // The picked value and the wheels' rows are what the user entered (H8).
            return .picker
        case let input as UIKeyInput:
            // A custom input (a PIN or one-time-code view): typed text, whatever it shows in its
            // subviews, so nothing below it is gathered and its actions are never reported (H8).
            let type = (input.textContentType ?? nil).map(TextContentType.init(uiKit:))
            return .textInput(nil, TextEntryTraits(isSecureTextEntry: input.isSecureTextEntry ?? false, contentType: type))
        default:
            return .container
        }
    }
    /// Whether the view is a text input or a picker, by class, in ``nodeContent``'s order, so the
    /// answer is the kind of its content, with no text read (H8): a text field or
    /// text view, or a custom input adopting `UIKeyInput`, is a text input; a date picker or a
    /// picker view (an app's subclass too) is a picker.
    public var userEntryKind: UserEntryKind? {
        switch self {
        case is UILabel, is UIButton, is UIImageView: return nil
        case is UITextField, is UITextView: return .textInput
        case is UISwitch, is UISlider, is UIStepper, is UISegmentedControl: return nil
        case is UIDatePicker, is UIPickerView: return .picker
        case is UIKeyInput: return .textInput
        default: return nil
        }
    }
    /// ``isHidden``.
    public var nodeIsHidden: Bool { isHidden }
    /// ``alpha``.
    public var nodeAlpha: Double { Double(alpha) }
    /// What the view inherits (screen, cascading ignore and private flags, whether it is inside a
    /// text input or a picker), as the core's keeper keeps it (``UIKitTrackingTree``).
    public var inheritedTrackingState: InheritedTrackingState? { UIKitTrackingTree.keeper.state(of: self) }
    /// Whether the view is in a window.
    public var isAttachedToWindow: Bool { window != nil }
    /// The frame in the superview's coordinates.
    public var nodeFrame: Rect { Rect(frame) }
    /// The bounds origin (a scroll view's content offset).
    public var nodeBoundsOrigin: Point { Point(bounds.origin) }
    /// ``clipsToBounds``.
    public var nodeClipsToBounds: Bool { clipsToBounds }
    /// Scroll views (and so table and collection views) scroll.
    public var isScrollContainer: Bool { self is UIScrollView }
    /// A table or collection cell's index path in the nearest list of its kind, as the core finds
    /// it (`ListCellLookup`, F16): only cells have one, so nothing else walks up (E5).
    public var listIndexPath: IndexPath? {
        if let cell = self as? UITableViewCell {
            return ListCellLookup.indexPath(of: cell as UIView, parent: { $0.superview }, list: { $0 as? UITableView }) { $0.indexPath(for: cell) }
        }
        if let cell = self as? UICollectionViewCell {
            return ListCellLookup.indexPath(of: cell as UIView, parent: { $0.superview }, list: { $0 as? UICollectionView }) { $0.indexPath(for: cell) }
        }
        return nil
    }
}

/// The subviews of the views whose children are being visited: taken by `childNodeCount`, read
/// by the `childNode(at:)` calls that follow (a walk that descends into a child while visiting
/// its parent keeps the parent's too, up to ``depth`` levels), and let go at the end of the
/// run-loop turn, as the autoreleased arrays `subviews` returns are, so no view lives longer.
/// The release is scheduled in the common modes: `perform(_:)` runs only in the default mode,
/// which the main run loop leaves while UIKit tracks a scroll (`UITrackingRunLoopMode`), and a
/// view the app removed meanwhile (a player view that stops its audio in `deinit`) would live
/// until the scroll ends (F4).
@MainActor
private enum SubviewSnapshot {
    private struct Entry {
        weak var view: UIView?
        let subviews: [UIView]
    }

    /// How many views' subviews are kept at once.
    private static let depth = 32
    /// What stands for a subview that is no longer there.
    private static let vanished = UIView()
    private static var entries: [Entry] = []
    private static var isReleaseScheduled = false

    /// `view`'s subviews, now.
    static func take(of view: UIView) -> [UIView] {
        let subviews = view.subviews
        entries.removeAll { $0.view == nil || $0.view === view }
        if entries.count >= depth { entries.removeFirst() }
        entries.append(Entry(view: view, subviews: subviews))
        scheduleRelease()
        return subviews
    }

    /// `view`'s subview at `index`, from its snapshot when there is one.
    static func subview(of view: UIView, at index: Int) -> UIView {
        if let entry = entries.last(where: { $0.view === view }), entry.subviews.indices.contains(index) {
            return entry.subviews[index]
        }
        // The snapshot was let go during a deep walk and the subviews may have changed since
        // (F4): never index past UIKit's array; a subview that is gone reads as an empty
        // view in no window, which nothing describes.
        let subviews = view.subviews
        return subviews.indices.contains(index) ? subviews[index] : vanished
    }

    private static func scheduleRelease() {
        guard !isReleaseScheduled else { return }
        isReleaseScheduled = true
        RunLoop.main.perform(inModes: [.common]) {
            PlatformHook.intercept {
                entries = []
                isReleaseScheduled = false
            }
        }
    }
}
#endif
