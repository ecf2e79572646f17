/// What describing an element has to read on the main thread, copied cheaply so that the rest of
/// the work (caps, redaction, joining, path strings) can run on any thread (E1-E8, H3-H5).
///
/// A capture holds the strings a view tree shows as they are: Swift strings are copy-on-write, so
/// taking a label's text costs a reference count, however long the text. Nothing in it is
/// screened or capped yet; ``ElementDescriptionBuilder`` turns it into the
/// ``ElementDescription`` the same rules would have given on the main thread, byte for byte.
///
/// ``ElementDescriber/capture(_:)`` makes one; ``Interception`` carries it with its event to a
/// background queue, where it is described before the trackers see the event.
@_spi(Platform) public struct ElementCapture: Sendable {
    /// `element_type` as reported: the declared display type or the class name (E1), or what the
    /// event's source reports instead (a control's type, a menu element's).
    @_spi(Platform) public var type: String
    /// What `element_content` is made of (E2, E8).
    @_spi(Platform) public var content: Content
    /// The levels of `element_path` (E4).
    @_spi(Platform) public var path: Path
    /// The cell's place in its list (E5).
    @_spi(Platform) public var position: ListPosition?
    /// `element_id` (E6).
    @_spi(Platform) public var trackingID: String?
    /// The screen: its name, and its title as the screen gives it (screened when described, E3).
    @_spi(Platform) public var screen: ScreenProperties?
    /// The custom properties, the main-thread provider's already merged in (E6).
    @_spi(Platform) public var customProperties: [String: PropertyValue]
    /// What card or birthdate fields near the element say about its text (H9).
    @_spi(Platform) public var sensitiveContext: SensitiveTextContext = []
    /// Whether the element is a keypad's key (N4, ``KeypadRecognition``): its event then carries
    /// no touch location, list position or host instance either, so no key is told apart.
    @_spi(Platform) public var isKey = false

    /// The raw material of `element_content`.
    @_spi(Platform) public enum Content: Sendable, Equatable {
        /// No content: the view or an ancestor is private (E8, H4), or nothing gives any.
        case none
        /// A view that shows something itself.
        case own(NodeContent)
        /// A container: what its visible, non-private subviews show, depth first, at most
        /// ``ElementPropertyLimits/maximumContentNodes`` views visited.
        case subviews([NodeContent])
        /// A text the event's source gives (a control's title, an alert action's), screened for
        /// sensitive text as it is, without the content caps (the event's caps bound it, H3).
        case screened(String)
    }

    /// The levels of a path from the element up, before the byte cap and the strings.
    @_spi(Platform) public struct Path: Sendable, Hashable {
        /// One level: a type name and either a sibling index or a cell's position.
        @_spi(Platform) public struct Segment: Sendable, Hashable {
            /// The view's type name, as its host names it (not capped yet).
            @_spi(Platform) public var typeName: String
            /// The number of earlier siblings of the same type, or a cell's section.
            @_spi(Platform) public var index: Int
            /// A cell's row or item; `nil` for any other view.
            @_spi(Platform) public var item: Int?
        }

        /// The element's level first, up to the screen's root view or
        /// ``ElementPropertyLimits/maximumPathDepth`` levels.
        @_spi(Platform) public var segments: [Segment]
        /// Whether levels above the last one were left out for the depth cap.
        @_spi(Platform) public var isCutByDepth: Bool
    }
}
