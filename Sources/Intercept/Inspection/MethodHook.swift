extension CoexistenceReport {
    /// One platform method Intercept hooked, and whether the implementation in place is still
    /// Intercept's (Q1).
    ///
    /// When two SDKs exchange the same method (`viewDidAppear`, a `delegate` setter), the one that
    /// exchanged last runs first and decides whether the other runs at all. The platform reads the
    /// implementations and the images that provide them (on UIKit `method_getImplementation` and
    /// `dladdr`); the decision is made here, so it is the same on every platform: the method is
    /// ours exactly when the implementation in place is the one Intercept installed. Comparing
    /// images would not do: an SDK linked statically into the app lives in the same image as
    /// Intercept.
    public struct MethodHook: Sendable, Equatable, Codable {
        /// The method, as `-[Class selector]`.
        public var name: String
        /// The image that provides Intercept's implementation (the app, or Intercept's framework).
        public var expectedImage: String?
        /// The image that provides the implementation in place; `nil` when it cannot be told.
        public var currentImage: String?
        /// Whether the implementation in place is Intercept's.
        public var isOurs: Bool

        /// Decides from what the platform read.
        ///
        /// - Parameters:
        ///   - name: The method, as `-[Class selector]`.
        ///   - installedImplementation: The address of the implementation Intercept installed.
        ///   - currentImplementation: The address of the implementation in place now; `nil` when
        ///     the method is gone.
        ///   - expectedImage: The path of the image that provides Intercept's implementation.
        ///   - currentImage: The path of the image that provides the implementation in place.
        @_spi(Platform) public init(name: String, installedImplementation: UInt, currentImplementation: UInt?, expectedImage: String?, currentImage: String?) {
            self.name = name
            self.expectedImage = expectedImage
            self.currentImage = currentImage
            self.isOurs = currentImplementation == installedImplementation
        }

        /// The conflict this hook shows, if another implementation replaced Intercept's.
        public var conflict: Conflict? {
            guard !isOurs else { return nil }
            return Conflict(kind: .methodHookReplaced, detail: "\(name) runs code from \(currentImage ?? "an unknown image")")
        }
    }
}
