@_spi(Platform) import Intercept

/// What a context menu interaction asks its delegate, as `UIContextMenuInteractionDelegate`.
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu to show for a long press at `location` (in the interaction's view), or `nil` for
    /// none.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, menuAt location: Point) -> Menu?
    /// The menu closed, chosen from or dismissed.
    func contextMenuInteractionDidEnd(_ interaction: ContextMenuInteraction)
}

extension ContextMenuInteractionDelegate {
    /// Nothing to do by default.
    public func contextMenuInteractionDidEnd(_ interaction: ContextMenuInteraction) {}
}

/// The headless counterpart of `UIContextMenuInteraction`: added to a view, it shows its
/// delegate's menu when the user long-presses the view (M1).
///
/// As UIKit's, it recognizes the press with a long-press recognizer of its own class (not one the
/// app created, so not a tracked `longPress`): opening and dismissing the menu report nothing;
/// choosing an action reports one `controlAction` with the menu's details.
@MainActor
public final class ContextMenuInteraction {
    /// The delegate, held weakly.
    public private(set) weak var delegate: (any ContextMenuInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: View?
    /// The menu on screen, if any.
    public private(set) var presentedMenu: PresentedMenu?
    private let press = ContextMenuPressRecognizer()
    /// A control's own interaction (`UIControl.contextMenuInteraction`), which shows the control's
    /// menu when the control asks, with no press recognizer of its own.
    private let showsControlMenu: Bool

    /// A control's own interaction, as UIKit gives every control one: it presents `menu` when the
    /// control asks (a button's tap, a bar button item's), and UIKit performs the choice with it as
    /// the sender, as for any context menu (B5).
    init(controlMenuOf control: View) {
        showsControlMenu = true
        view = control
    }

    /// Shows `menu` from the control, as the control's own interaction does.
    func presentControlMenu(_ menu: Menu, from source: View, onClose: @escaping @MainActor () -> Void) -> PresentedMenu {
        PresentedMenu(menu: menu, source: source, interaction: self, onClose: onClose)
    }

    /// Creates an interaction asking `delegate` for its menus.
    public init(delegate: any ContextMenuInteractionDelegate) {
        self.showsControlMenu = false
        self.delegate = delegate
        press.addTarget(self, action: GestureAction("presentMenu") { (interaction: ContextMenuInteraction, recognizer: GestureRecognizer) in
            if recognizer.state == .began { interaction.presentMenu() }
        })
    }

    /// Plays a long press on the view: when the delegate gives a menu, it opens. Returns the menu
    /// on screen, or `nil`.
    @discardableResult
    public func simulateLongPress(at location: Point? = nil) -> PresentedMenu? {
        guard let view, view.window != nil else { return nil }
        pressLocation = location ?? Point(x: view.bounds.width / 2, y: view.bounds.height / 2)
        press.simulateBegan()
        press.simulateEnded()
        return presentedMenu
    }

    private var pressLocation = Point.zero

    /// Where the last long press was, in the window's coordinates
    /// (`UIContextMenuInteraction.location(in: nil)`); `nil` when the interaction is on no view.
    var pressLocationInWindow: Point? { view.map { $0.convertToWindow(pressLocation) } }

    private func presentMenu() {
        guard presentedMenu == nil, let view, let menu = delegate?.contextMenuInteraction(self, menuAt: pressLocation) else { return }
        // UIKit tells nobody that a context menu opened: the press's own recognizer, mirrored as
        // every recognizer is, is what marks the touch handled (F16).
        presentedMenu = PresentedMenu(menu: menu, source: view, interaction: self) { [weak self] in
            guard let self else { return }
            self.presentedMenu = nil
            self.delegate?.contextMenuInteractionDidEnd(self)
        }
    }

    func attach(to view: View) {
        self.view = view
        view.addGestureRecognizer(press)
    }

    func detach() {
        press.view?.removeGestureRecognizer(press)
        view = nil
    }
}

/// The long-press recognizer a context menu interaction adds to its view (UIKit's is a private
/// class too); its exact class is not a tracked recognizer.
@MainActor
final class ContextMenuPressRecognizer: LongPressGestureRecognizer {}

extension View {
    private static let interactionsKey = "InterceptHeadless.interactions"

    /// The interactions added to the view, in order.
    public var interactions: [ContextMenuInteraction] {
        (associatedObject(forKey: Self.interactionsKey) as? InteractionList)?.items ?? []
    }

    /// Adds an interaction, moving it from the view it was on.
    public func addInteraction(_ interaction: ContextMenuInteraction) {
        interaction.view?.removeInteraction(interaction)
        let list = (associatedObject(forKey: Self.interactionsKey) as? InteractionList) ?? InteractionList()
        list.items.append(interaction)
        setAssociatedObject(list, forKey: Self.interactionsKey)
        interaction.attach(to: self)
    }

    /// Removes an interaction; a no-op when it is not on this view.
    public func removeInteraction(_ interaction: ContextMenuInteraction) {
        guard let list = associatedObject(forKey: Self.interactionsKey) as? InteractionList,
            list.items.contains(where: { $0 === interaction })
        else { return }
        list.items.removeAll { $0 === interaction }
        interaction.detach()
    }
}

/// The interactions of a view, kept as an associated object.
@MainActor
private final class InteractionList {
    var items: [ContextMenuInteraction] = []
}
