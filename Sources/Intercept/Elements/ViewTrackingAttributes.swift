/// What the app declares about one view for tracking: its id, custom properties, whether it is
/// ignored or private, and how its type should be named (E1, E6, E7, E8).
///
/// Hosts store one value per view (the headless `View` as a property, UIKit as an associated
/// object). The default value declares nothing.
@MainActor
public struct ViewTrackingAttributes {
    /// How far an ignore flag reaches (E7).
    public enum IgnoreScope: Sendable, Equatable {
        /// Only this view produces no events.
        case viewOnly
        /// This view and everything inside it produce no events.
        case viewAndSubviews
    }

    /// A stable id for the element, carried as `element_id` and used for exposure identity.
    public var trackingID: String?

    /// Custom properties added to every event this view produces.
    public var customProperties: [String: PropertyValue]

    /// Custom properties computed when an event for this view fires (and only then), for values
    /// that are expensive or change over time. They override ``customProperties`` on key clashes.
    ///
    /// The view keeps this closure strongly, so a closure that captures the view, or the controller
    /// that owns the view, keeps them alive for ever. Use
    /// ``provideCustomProperties(from:_:)``, which hands the owner in without keeping it, or capture
    /// `[weak self]`.
    public var customPropertiesProvider: (@MainActor () -> [String: PropertyValue])?

    /// Set to ignore the view (and possibly its subviews).
    public var ignoreScope: IgnoreScope?

    /// A private view gives its type and path but never its content (E8).
    public var isPrivate: Bool

    /// A type name to report instead of the class name (E1).
    public var displayType: String?

    /// Set on a keypad (a PIN pad, a passcode or amount pad) that Intercept does not recognize by
    /// itself (``KeypadRecognition``): every view inside it, up to
    /// ``KeypadRecognition/maximumKeyDepth`` levels down, is a key, and every key is described
    /// the same way (N4).
    public var isKeypad = false

    /// Set to report the view's exposures (X1-X4).
    public var exposure: ExposureContext?

    /// Set on an opaque view that should not hide what is drawn below it from exposure (X5): an
    /// overlay the user sees through, or one that does not catch touches. Covers its subviews.
    public var isSeeThrough = false

    /// Computes custom properties from `owner` when an event for this view fires, without keeping
    /// `owner`: the natural call, `cell.trackingAttributes.provideCustomProperties(from: cell) {
    /// ["state": $0.state] }` or the same with a view controller, makes no retain cycle. Once `owner`
    /// is gone, nothing is provided.
    public mutating func provideCustomProperties<Owner: AnyObject>(
        from owner: Owner,
        _ provider: @escaping @MainActor (Owner) -> [String: PropertyValue]
    ) {
        customPropertiesProvider = { [weak owner] in owner.map(provider) ?? [:] }
    }

    /// Creates attributes; by default nothing is declared.
    public init(
        trackingID: String? = nil,
        customProperties: [String: PropertyValue] = [:],
        customPropertiesProvider: (@MainActor () -> [String: PropertyValue])? = nil,
        ignoreScope: IgnoreScope? = nil,
        isPrivate: Bool = false,
        displayType: String? = nil,
        exposure: ExposureContext? = nil
    ) {
        self.trackingID = trackingID
        self.customProperties = customProperties
        self.customPropertiesProvider = customPropertiesProvider
        self.ignoreScope = ignoreScope
        self.isPrivate = isPrivate
        self.displayType = displayType
        self.exposure = exposure
    }
}

extension ViewTrackingAttributes {
    /// Whether these attributes, replacing `old`, change what the view's subviews inherit (E7,
    /// H4): an ignore flag that starts or stops covering the subviews, or the private flag. An
    /// ignore flag for the view alone, an id, properties or a display type inherit nothing. Every
    /// platform's setter asks this before telling its ``InheritedTrackingStateKeeper`` (F16).
    @_spi(Platform) public func changesInheritedFlags(from old: ViewTrackingAttributes) -> Bool {
        (old.ignoreScope == .viewAndSubviews) != (ignoreScope == .viewAndSubviews) || old.isPrivate != isPrivate
    }

    /// Whether these attributes, replacing `old`, are news for exposure (X1-X4): the view declared
    /// an exposure context, or declares one now (a context set, changed or cleared). A platform
    /// that tells exposure only of such views (UIKit's, whose hooks stay closed until one is
    /// declared: ``ViewChangeGate``) asks this.
    @_spi(Platform) public func concernsExposure(from old: ViewTrackingAttributes) -> Bool {
        old.exposure != nil || exposure != nil
    }
}
