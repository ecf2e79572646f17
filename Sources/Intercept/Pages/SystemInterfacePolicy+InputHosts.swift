extension SystemInterfacePolicy {
    /// UIKit's view that holds what is shown with the keyboard: its own keyboard and assistant bar,
    /// and the app's `inputAccessoryView` and custom `inputView`, which UIKit moves into it in the
    /// keyboard's window (F17); the custom `inputView` is a keyboard, inside a text input
    /// (F17).
    public static let defaultInputHostTypeNames: Set<String> = ["UIInputSetHostView"]

    /// Whether `view`'s class is the app's own: its declared class (F8) was not loaded from a
    /// system image (``ClassImages``, the platform's fact; a class whose image cannot be told is
    /// the app's, as for ``isPrivatePlatformClass(_:)``). With no platform reader installed
    /// nothing is known to be the app's, so the input hosts keep their whole subtree: a wrong
    /// "the app's" there would report the keyboard's own views.
    @MainActor
    static func isAppClassView(_ view: any ViewNode) -> Bool {
        ClassImages.isReaderInstalled && !ClassImages.isSystemClass(TypeNames.declaredClass(of: type(of: view)))
    }

    /// Whether `parent` is one of the platform's input hosts (by the default host names, whatever
    /// the policy lists: the kept state serves every policy): its children are the views UIKit
    /// placed there, each judged by its slot (``ViewNode/inputHostSlot``, F17).
    @MainActor
    static func isDefaultInputHost(_ parent: any ViewNode) -> Bool {
        defaultInputHostTypeNames.contains(bareTypeName(parent.nodeTypeName))
    }

    /// UIKit's view that wraps a view a controller owns before placing it in its input host: for
    /// an `inputAccessoryView` or `inputView` that is some controller's root view,
    /// `+[UICompatibilityInputViewController inputViewControllerWithView:]` makes a
    /// `UICompatibilityInputViewController`, takes the owner as its child and adds the view into
    /// its own root view, of this class (its `loadView`, iOS 18.2). The host's child is then this
    /// wrapper and the app's view is below it (F17).
    public static let defaultInputWrapperTypeNames: Set<String> = ["_UIKBCompatInputView"]

    /// Whether `view` is UIKit's compatibility wrapper (``defaultInputWrapperTypeNames``, generic
    /// arguments dropped) and of the platform's class: a class of the app's by that name is not.
    @MainActor
    static func isInputWrapper(_ view: any ViewNode) -> Bool {
        defaultInputWrapperTypeNames.contains(bareTypeName(view.nodeTypeName)) && !isAppClassView(view)
    }

    /// Whether `child`, a subview of `parent`, is a view UIKit placed in its input host, to be
    /// judged by its slot (``ViewNode/inputHostSlot``, F17): the host's child, or, when
    /// that child is UIKit's compatibility wrapper (``isInputWrapper(_:)``), the wrapper's child
    /// (F17). The wrapper itself is not: its slot would be a keyboard (it contains the
    /// accessory, it is not inside it), and it stays the platform's.
    @MainActor
    static func isPlacedInInputHost(_ child: any ViewNode, in parent: any ViewNode) -> Bool {
        let parentName = bareTypeName(parent.nodeTypeName)
        if defaultInputHostTypeNames.contains(parentName) { return !isInputWrapper(child) }
        guard defaultInputWrapperTypeNames.contains(parentName), !isAppClassView(parent), let host = parent.parentNode else { return false }
        return isDefaultInputHost(host)
    }

    /// Whether events in `placedView`, an accessory UIKit placed in `parent` (its input host or
    /// the compatibility wrapper there), name the screen that supplied the accessory rather than
    /// `screen`, the one found so far (F17): when none was found, or when it is only the owner of a
    /// bar UIKit wrapped (F17), a child UIKit gave its compatibility controller. A screen inside
    /// the bar (a child controller's view deeper in it) stays its own.
    @MainActor
    static func showsSupplierScreen(over screen: (any ScreenNode)?, placedView: any ViewNode, in parent: any ViewNode) -> Bool {
        guard let screen else { return true }
        return !isDefaultInputHost(parent) && screen === placedView.screenOwningThisView
    }

    /// Whether `name` is on the default view lists (UIKit's keyboard views, `UIKBKeyplaneView`,
    /// `UIKeyboardAutomatic`, `TUI…`): such a view UIKit places in its input host is the
    /// platform's by its name whatever its slot, so its slot is not asked (each answer walks the
    /// first responder's chain and probes for the first responder).
    static func isDefaultSystemView(named name: String) -> Bool {
        let bare = bareTypeName(name)
        return defaultViewTypeNames.contains(bare) || defaultViewTypeNamePrefixes.contains { bare.hasPrefix($0) }
    }

    /// Whether `view`, an app-class view whose parent's lineage is `above` and which has no
    /// app-class view above it, is a keyboard the app hosts in UIKit's input host: its custom
    /// `inputView` (a PIN keypad, a sticker keyboard), not the first responder's accessory view.
    /// Its keys are what the user types, so it and its subtree count as inside a text input (H8, F17).
    /// Judged with the default host names, whatever the policy lists: withholding is
    /// never wrong there. (A view UIKit placed in the host itself is judged by its slot, whatever
    /// its class, F17; this asks about an app view deeper in a platform's view there.)
    @MainActor
    static func isHostedKeyboard(_ view: any ViewNode, above: TypeLineage) -> Bool {
        above.viewTypeNames.contains { defaultInputHostTypeNames.contains(bareTypeName($0)) } && !view.inputHostSlot.isAccessory
    }

    /// Which slot of the platform's input host `view` fills (F17): walking the first
    /// responder's chain, the first responder whose `inputView` is or contains `view` makes it a
    /// keyboard, the first whose `inputAccessoryView` does makes it the accessory, shown for the
    /// screen of that responder (itself when it is a screen, else the nearest one on its chain, F17).
    /// UIKit keeps hosted views that contain the new first responder
    /// (`_containsResponder:`) and makes a hosted view's next responder the responder that
    /// supplied it, so a chat composer's text view inside its bar reaches the bar's owner (F17), and
    /// a keypad's own display field the keypad's owner, whose `inputView` it is: a keyboard (F17).
    /// No first responder, or none found within ``ViewTreeWalk/maximumDepth`` responders (an
    /// app's `next` may loop, H2), is a keyboard: withholding is never wrong there.
    ///
    /// The platform supplies its facts, translated, and decides nothing: its first responder, a
    /// responder's next responder, its input and accessory views, and whether it is a screen.
    /// Asked only for a view in the input host, so no other path pays for it.
    @MainActor
    @_spi(Platform) public static func inputHostSlot<Responder: AnyObject>(
        of view: any ViewNode,
        firstResponder: Responder?,
        next: (Responder) -> Responder?,
        inputView: (Responder) -> (any ViewNode)?,
        inputAccessoryView: (Responder) -> (any ViewNode)?,
        screen: (Responder) -> (any ScreenNode)?
    ) -> InputHostSlot {
        var responder = firstResponder
        var level = 0
        while let current = responder, level < ViewTreeWalk.maximumDepth {
            if let input = inputView(current), isView(view, within: input) { return .keyboard }
            if let accessory = inputAccessoryView(current), isView(view, within: accessory) {
                // The supplier's screen: the nearest one up the chain from it (bounded too, H2).
                return .accessory(screen: ScreenLookup.screen(kept: nil, from: current, next: next, screen: screen))
            }
            responder = next(current)
            level += 1
        }
        return .keyboard
    }

    /// Whether `view` is `ancestor` or below it.
    @MainActor
    private static func isView(_ view: any ViewNode, within ancestor: any ViewNode) -> Bool {
        view === ancestor || ViewTreeWalk.isDescendant(view, of: ancestor)
    }

    /// `name` with generic arguments dropped.
    static func bareTypeName(_ name: String) -> String {
        name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    /// Whether `name` is one of the ``inputHostTypeNames`` (generic arguments dropped).
    func isInputHost(named name: String) -> Bool {
        inputHostTypeNames.contains(Self.bareTypeName(name))
    }

    /// With kept state, for a view whose lineage is on the platform's lists: whether it is in fact
    /// in the app's own view hosted by an input host (an input accessory or input view, F17), and
    /// then whether the names below that host (those not above the nearest view of the app's
    /// class, or above the accessory bar, F17) are on the lists. `nil` when it is not in such a view. Asked only when the whole
    /// lineage's verdict is "the platform's" (a tap in the keyboard's window), so a tap in the app
    /// pays nothing for it.
    @MainActor
    func hostedAppViewVerdict(_ lineage: TypeLineage, above: TypeLineage?) -> Bool? {
        guard !inputHostTypeNames.isEmpty, let above, above.viewTypeNames.contains(where: isInputHost(named:)) else { return nil }
        return lineage.viewTypeNames.contains { !above.viewTypeNames.contains($0) && isSystemView(named: $0) }
            || lineage.screenTypeNames.contains { !above.screenTypeNames.contains($0) && isSystemScreen(named: $0) }
    }
}
