extension ViewTypeSet {
    /// Creates a set of public classes, each matched by identity together with its subclasses.
    ///
    /// Prefer it to ``init(kinds:exactNames:)`` for any class the app can name: a metatype cannot
    /// be misspelled, and a class of another module with the same name does not match.
    ///
    /// ```swift
    /// let ignored = ViewTypeSet(classes: [PromoCarousel.self, VideoPlayerView.self])
    /// ```
    public init(classes: [AnyClass]) {
        self.init()
        for type in classes { insert(type) }
    }

    /// Adds a public class; its subclasses match too.
    public mutating func insert(_ type: AnyClass) {
        classes.insert(ObjectIdentifier(type))
    }

    /// Removes a class added with ``insert(_:)`` or ``init(classes:)``; its name, if it is also
    /// in ``kinds``, still matches.
    public mutating func remove(_ type: AnyClass) {
        classes.remove(ObjectIdentifier(type))
    }

    /// Whether `type` itself was added as a class (not whether its instances match: use
    /// ``contains(_:)`` with an instance for that).
    public func containsClass(_ type: AnyClass) -> Bool {
        classes.contains(ObjectIdentifier(type))
    }
}
