@_spi(Platform) import Intercept

/// The headless counterpart of `UIHostingController<Content>`: a plain screen whose class name
/// spells its root view's type, as UIKit's does (`HostingController<ModifiedContent<AnyView,
/// RootModifier>>`), so that readable names and the hosting rule (F9, S1) run here on the same
/// strings.
@MainActor
open class HostingController<Content>: ViewController {
    /// The root view, as the app gave it (only its type matters here).
    public let rootView: Content

    /// Creates a hosting controller for `rootView`.
    public init(rootView: Content, title: String? = nil) {
        self.rootView = rootView
        super.init(title: title)
    }

    /// A hosting controller by its type, as the UIKit adapter tells `UIHostingController` and its
    /// subclasses, an app's `ProductPage: UIHostingController<ProductScreen>` included (S7).
    @_spi(Platform) override open var isHostingController: Bool { true }
}
