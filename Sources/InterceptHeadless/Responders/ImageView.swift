@_spi(Platform) import Intercept

/// The headless counterpart of `UIImageView`: its content is its accessibility label (E2).
@MainActor
open class ImageView: View {
    /// The image's name, for the app's own use; not content.
    open var imageName: String?

    /// Creates an image view.
    public init(imageName: String? = nil, accessibilityLabel: String? = nil) {
        self.imageName = imageName
        super.init()
        isUserInteractionEnabled = false
        self.accessibilityLabel = accessibilityLabel
    }

    /// An image, described by its accessibility label.
    open override var nodeContent: NodeContent { .image(accessibilityLabel: accessibilityLabel) }
}
