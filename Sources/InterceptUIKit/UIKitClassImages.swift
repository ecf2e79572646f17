#if canImport(UIKit)
@_spi(Platform) import Intercept
import ObjectiveC
import UIKit

/// Where a class was loaded from, read from the Objective-C runtime for the core's
/// ``Intercept/ClassImages`` (F15, C4, A2). Translation only: what a path means is the core's.
@MainActor
enum UIKitClassImages {
    /// Installs the reader in the core, once: `class_getImageName` answers the path of the image
    /// (framework or executable) that defines a class, and `nil` for a class the runtime made.
    /// The system's images are rooted where UIKit's own image is (`/System/Library/` on a
    /// device, under the simulator runtime's root on the simulator: ``Intercept/SystemImagePath``).
    static func installIfNeeded() {
        guard !ClassImages.isReaderInstalled else { return }
        let systemImages = SystemImagePath(frameworkImage: imagePath(of: UIView.self) ?? "")
        ClassImages.use(imagePath(of:), systemImages: systemImages)
    }

    static func imagePath(of type: AnyClass) -> String? {
        class_getImageName(type).map { String(cString: $0) }
    }
}
#endif
