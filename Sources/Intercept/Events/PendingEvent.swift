/// An event on its way to the trackers whose element is captured but not described yet.
///
/// Interception makes events on the main thread and orders them there (held behind a touch,
/// reserved before a delegate runs, one per physical action); what their elements say is worked
/// out later, on the describing queue, from the ``ElementCapture`` taken at the interaction. An
/// event the app emits itself, or one without an element, has nothing to describe.
struct PendingEvent: Sendable {
    /// The event, without the element, screen and custom properties the capture gives.
    var event: InteractionEvent
    /// The element to describe into ``event``, with the rules in force when it was captured.
    var element: CapturedElement?
    /// For a menu element's event (M1): the menu's title, screened when described; the menu's
    /// source path is the element's path.
    var menuTitle: String?

    /// An event that is complete as it is.
    init(_ event: InteractionEvent) {
        self.event = event
        self.element = nil
    }

    /// An event whose element, screen and custom properties come from `capture`.
    init(_ event: InteractionEvent, capture: ElementCapture, rules: SharedElementRules) {
        self.event = event
        self.element = CapturedElement(capture: capture, rules: rules)
    }

    /// The event as trackers get it: described, then held to `limits` (H3).
    func described(limitedBy limits: ElementPropertyLimits) -> InteractionEvent {
        var event = self.event
        if let element {
            let builder = ElementDescriptionBuilder(rules: element.sharedRules.rules)
            let description = builder.description(of: element.capture)
            event.element = description.element
            event.screen = description.screen
            event.customProperties = description.customProperties
            if element.capture.isKey {
                // Nothing tells one key of a keypad from another (N4).
                event.touch = nil
                event.listPosition = nil
                event.host = nil
            }
            if event.menu != nil {
                event.menu = MenuProperties(title: menuTitle.map { builder.screened($0) }, sourcePath: description.element.path)
            }
        }
        return event.limited(by: limits)
    }

    /// What identifies the element for rage taps (A1): its type, its path's levels and its
    /// position, compared without writing the path.
    var elementIdentity: ElementIdentity? {
        if let capture = element?.capture {
            return .captured(type: capture.type, path: capture.path, position: capture.position ?? event.listPosition)
        }
        guard let element = event.element else { return nil }
        return .described(type: element.type, path: element.path, position: element.position ?? event.listPosition?.description)
    }
}

/// A captured element and the rules to describe it with, shared by the copies of a pending event
/// (an event is copied as it is held, reserved and released; a dead or rage tap reuses it).
final class CapturedElement: Sendable {
    let capture: ElementCapture
    let sharedRules: SharedElementRules

    init(capture: ElementCapture, rules: SharedElementRules) {
        self.capture = capture
        self.sharedRules = rules
    }
}

/// The element a tap was about, for telling whether consecutive taps hit the same one (A1).
enum ElementIdentity: Hashable {
    /// An element described already (an event the app offered).
    case described(type: String, path: String, position: String?)
    /// A captured element: the same levels give the same path.
    case captured(type: String, path: ElementCapture.Path, position: ListPosition?)
}
