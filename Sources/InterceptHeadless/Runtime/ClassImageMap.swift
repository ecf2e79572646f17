@_spi(Platform) import Intercept

/// Where the headless platform's classes were "loaded from", the counterpart of
/// `class_getImageName` the UIKit adapter reads (F15, C4): the headless platform's own classes
/// (`TableView`, `TapGestureRecognizer`, ...) live in its framework under `/System/Library/`, as
/// UIKit's classes do; every other class is the app's, in the app's bundle (the stand-ins for
/// other libraries' delegate proxies too, ``ForeignDelegateProxy`` and ``RuntimeDelegateProxy``:
/// such libraries are linked into the app), unless a test says it was loaded from a system image
/// (``load(_:from:)``), as SwiftUI's, ContactsUI's or UIKit's private classes are, or that the
/// runtime made it (``makeAtRunTime(_:)``), as another SDK's isa-swizzling subclass is made.
///
/// The platform only answers the path; what a path means is the core's (`ClassImages`,
/// `SystemImagePath`). Installed when an ``Application`` is created, as the UIKit adapter installs
/// its reader with its hooks.
@MainActor
@_spi(Platform) public enum ClassImageMap {
    /// The headless framework's image, where UIKit's would be.
    public static let frameworkImage = "/System/Library/PrivateFrameworks/InterceptHeadless.framework/InterceptHeadless"
    /// The app's executable, where every class not otherwise loaded lives.
    public static let appImage = "/private/var/containers/Bundle/Application/5F1E/App.app/App"

    private static var loaded: [ObjectIdentifier: String?] = [:]
    private static var isInstalled = false

    /// Declares that `type` was loaded from `image` (a system framework's path, say).
    public static func load(_ type: AnyClass, from image: String) {
        install()
        loaded[ObjectIdentifier(type)] = image
        // The core keeps verdicts per class: installing again drops them.
        ClassImages.use(imagePath(of:), systemImages: SystemImagePath(frameworkImage: frameworkImage))
    }

    /// Declares that the runtime made `type`, as `objc_allocateClassPair` makes a class: it has no
    /// image (`class_getImageName` answers `NULL`). An SDK that isa-swizzles objects (Sensors
    /// Analytics' `X.0__CN.SENSORSDATA`, F8) makes such a subclass of the object's class and
    /// sets it as the object's class; an object's class cannot change here, so a test makes the
    /// object of a subclass declared this way from the start.
    public static func makeAtRunTime(_ type: AnyClass) {
        install()
        loaded[ObjectIdentifier(type)] = .some(nil)
        ClassImages.use(imagePath(of:), systemImages: SystemImagePath(frameworkImage: frameworkImage))
    }

    /// The image `type` was loaded from; `nil` for a class the runtime made.
    public static func imagePath(of type: AnyClass) -> String? {
        if let image = loaded[ObjectIdentifier(type)] { return image }
        // Another library's proxy (RxCocoa's, say) is linked into the app, not the platform.
        if type == ForeignDelegateProxy.self || type == RuntimeDelegateProxy.self { return appImage }
        return String(reflecting: type).hasPrefix("InterceptHeadless.") ? frameworkImage : appImage
    }

    /// Installs the reader in the core, once.
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        ClassImages.use(imagePath(of:), systemImages: SystemImagePath(frameworkImage: frameworkImage))
    }
}
