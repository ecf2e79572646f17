/// What the caps of ``ElementPropertyLimits`` cut from an event (N6): an event is never trimmed
/// silently. ``InteractionEvent/limited(by:)`` sets it on the event it cut, and the delivery report
/// counts such events (``DeliveryReport/trimmedEvents``).
public struct EventTrim: Sendable, Equatable, Codable {
    /// Custom properties left out: beyond ``ElementPropertyLimits/maximumCustomProperties``, or
    /// to bring the event within ``ElementPropertyLimits/maximumEventBytes``.
    public var droppedProperties: Int
    /// Texts shortened or left out (content, path, title, position, tracking id, a property's
    /// key or string value, ...) to fit their caps or the event's byte cap.
    public var cutTexts: Int

    /// Creates a trim record.
    public init(droppedProperties: Int = 0, cutTexts: Int = 0) {
        self.droppedProperties = droppedProperties
        self.cutTexts = cutTexts
    }
}
