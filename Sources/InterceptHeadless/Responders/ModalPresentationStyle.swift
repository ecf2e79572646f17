/// How a presented controller covers the screen, as UIKit's `modalPresentationStyle`.
public enum ModalPresentationStyle: Sendable, Equatable {
    /// Covers the whole window; the covered screen disappears (and its view leaves the screen).
    case fullScreen
    /// A sheet over the bottom `height` points of the window, as a page sheet at a detent: the
    /// screen below stays in the window, visible above the sheet, and does not disappear. What
    /// the sheet covers is hidden from exposure by occlusion (X5), not by the page.
    case pageSheet(height: Double)
}
