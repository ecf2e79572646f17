/// What a view inherits from its ancestors for tracking: its screen, whether an ancestor's ignore
/// or private flag covers it, and whether it is inside a text input or a picker (E3, E7, H4, H8, F15).
///
/// A host that keeps this on every view, updated whenever the tree or a flag changes (as UIKit
/// keeps each view's window and trait collection, paying at mutation time), lets Intercept
/// describe an element with work bounded independently of its depth: the only walk up left is the
/// capped path (E4). `init(of:parent:parentState:)` applies the core's rules, so a host only
/// decides when to call it. Hosts that do not keep it (``ViewNode/inheritedTrackingState`` is
/// `nil`) are walked up instead, at most 1,024 levels (H2).
@MainActor
public struct InheritedTrackingState {
    /// The nearest screen at or above the view: the controller whose root view it is, or its
    /// parent's screen (E3).
    public weak var screen: (any ScreenNode)?
    /// Whether a view above this one, up to and including its screen's root view, ignores its
    /// subviews (E7). A screen's root view is not covered by flags above it.
    public var isIgnoredByAncestor: Bool
    /// Whether a view above this one is private (H4): then this one gives no content. Privacy
    /// crosses screens: a private container withholds the content of child screens inside it.
    public var isPrivateByAncestor: Bool
    /// Whether a view above this one is a text input (its ``ViewNode/userEntryKind`` is
    /// ``UserEntryKind/textInput``): then this one is part of what the user types (the digit boxes
    /// of a PIN view, the keys of a keypad inside it, a text field's own clear button), gives no
    /// content on any path, and gives no control action, tap, rage or dead tap or selection (H8).
    /// A keyboard the app hosts in UIKit's input host (its custom
    /// `inputView`, not its accessory view) has this set on itself too (F17).
    public var isInsideTextInput: Bool
    /// Whether a view above this one is a picker (its ``ViewNode/userEntryKind`` is
    /// ``UserEntryKind/picker``, so an app's subclass of the platform's picker counts): then this
    /// one shows what the user picks (a wheel's rows), gives no content (H8), and is the
    /// platform's interface (``SystemInterfacePolicy/contains(_:)``, F15), while the picker itself
    /// reports as a control.
    public var isInsidePicker: Bool
    /// Whether a view above this one is a text input or a picker: this one gives no content (H8).
    public var isInsideTextInputOrPicker: Bool { isInsideTextInput || isInsidePicker }
    /// The type names at and above the view (F15), so that whether it is inside the platform's
    /// interface is one look-up: set by `init(of:parent:parentState:)`; `nil` for a state made
    /// with the memberwise initializer, whose view is walked up instead.
    var typeLineage: TypeLineage?
    /// The type names above the nearest view of the app's own class at or above the view (loaded
    /// from the app's image, ``ClassImages``), or above the first responder's accessory bar UIKit
    /// placed in its input host, whatever the bar's class (F17): that view's parent's
    /// lineage, shared, not copied; `nil` when there is neither. Inside the platform's input hosts,
    /// the app's input accessory and input views are judged without these names
    /// (``SystemInterfacePolicy/inputHostTypeNames``, F17).
    var lineageAboveAppClassView: TypeLineage?
    /// Whether the view is in the first responder's accessory bar UIKit placed in its input host,
    /// shown for the screen that supplied it (F17): its path then starts at the bar (the
    /// view below the input host, `Toolbar[0]/Button[0]`), not at UIKit's windows and containers
    /// above it, which are no part of that screen. A flag, not a reference: copying a kept state
    /// stays as cheap as before.
    var isInSuppliedAccessory = false
    /// The state of a view at a root: no screen but its own, nothing inherited.
    @_spi(Platform) public init(
        screen: (any ScreenNode)? = nil, isIgnoredByAncestor: Bool = false, isPrivateByAncestor: Bool = false,
        isInsideTextInput: Bool = false, isInsidePicker: Bool = false
    ) {
        self.screen = screen
        self.isIgnoredByAncestor = isIgnoredByAncestor
        self.isPrivateByAncestor = isPrivateByAncestor
        self.isInsideTextInput = isInsideTextInput
        self.isInsidePicker = isInsidePicker
    }

    /// The state of `view` under `parent`, whose state is `parentState` (`nil` parent: a root).
    @_spi(Platform) public init(of view: any ViewNode, parent: (any ViewNode)?, parentState: InheritedTrackingState) {
        let ownScreen = view.screenOwningThisView
        guard let parent else {
            self.init(screen: ownScreen)
            typeLineage = TypeLineage.extending(nil, viewTypeName: view.nodeTypeName, screen: ownScreen)
            if SystemInterfacePolicy.isAppClassView(view) { lineageAboveAppClassView = TypeLineage.empty }
            return
        }
        let parentEntry = parent.userEntryKind
        self.init(
            screen: ownScreen ?? parentState.screen,
            isIgnoredByAncestor: ownScreen == nil && (parent.ignoresSubviewsForTracking || parentState.isIgnoredByAncestor),
            isPrivateByAncestor: parent.isPrivateForTracking || parentState.isPrivateByAncestor,
            isInsideTextInput: parentState.isInsideTextInput || parentEntry == .textInput,
            isInsidePicker: parentState.isInsidePicker || parentEntry == .picker
        )
        if ownScreen == nil { isInSuppliedAccessory = parentState.isInSuppliedAccessory }
        // A parent whose state was not kept (no lineage) leaves this view's lineage unknown too:
        // the policy then walks up from it, as it would without kept state.
        if let above = parentState.typeLineage {
            typeLineage = TypeLineage.extending(above, viewTypeName: view.nodeTypeName, screen: ownScreen)
            let isPlaced = SystemInterfacePolicy.isPlacedInInputHost(view, in: parent)
            let hostedSlot = isPlaced && !SystemInterfacePolicy.isDefaultSystemView(named: view.nodeTypeName) ? view.inputHostSlot : nil
            if case .accessory(let supplierScreen)? = hostedSlot {
                // A view UIKit placed in its input host is judged by its slot, whatever its class
                // (F17): the accessory's subtree is the app's (the platform's keyboard classes there
                // stay the platform's by name), and its events name the screen it is shown for,
                // not UIKit's input window controller (F17). A keyboard is judged below as before:
                // an app-class one counts as inside a text input, a platform-class one (a plain
                // `UIView` keypad) keeps the platform's verdict and gives nothing. A bar UIKit
                // wrapped (a controller's root view, F17) is shown for its supplier too: its owner
                // is only the child UIKit gave its compatibility controller.
                if SystemInterfacePolicy.showsSupplierScreen(over: ownScreen, placedView: view, in: parent), let supplierScreen {
                    screen = supplierScreen
                    isInSuppliedAccessory = true
                }
                lineageAboveAppClassView = above
            } else if SystemInterfacePolicy.isAppClassView(view) {
                // An app view UIKit placed in its input host that is not the accessory (above),
                // or the topmost app view deeper in a platform's view there unless it is the
                // accessory, is a keyboard: it counts as inside a text input, and so does its
                // subtree (F17).
                if hostedSlot != nil || (parentState.lineageAboveAppClassView == nil && SystemInterfacePolicy.isHostedKeyboard(view, above: above)) {
                    isInsideTextInput = true
                }
                lineageAboveAppClassView = above
            } else {
                lineageAboveAppClassView = parentState.lineageAboveAppClassView
            }
        }
    }

    /// Whether two states say the same (the same screen object, the same flags, the same type
    /// names above): a host updating a subtree can stop where a view's state did not change.
    public func isEquivalent(to other: InheritedTrackingState) -> Bool {
        screen === other.screen && isIgnoredByAncestor == other.isIgnoredByAncestor
            && isPrivateByAncestor == other.isPrivateByAncestor && isInsideTextInput == other.isInsideTextInput
            && isInsidePicker == other.isInsidePicker
            && TypeLineage.same(typeLineage, other.typeLineage) && TypeLineage.same(lineageAboveAppClassView, other.lineageAboveAppClassView)
            && isInSuppliedAccessory == other.isInSuppliedAccessory
    }
}
