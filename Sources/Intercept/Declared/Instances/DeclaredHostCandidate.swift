/// A view controller up a declared screen's responder chain, as the platform reads it (S7, F9):
/// the controller, and whether the platform's own type says it hosts SwiftUI content (the SwiftUI
/// adapter: it conforms to `_UIHostingViewable`, as `UIHostingController<AnyView>` and SwiftUI's
/// hosts built on it do).
@MainActor
@_spi(Platform) public struct DeclaredHostCandidate {
    /// The controller.
    @_spi(Platform) public var screen: any ScreenNode
    /// Whether its type says it is a hosting controller.
    @_spi(Platform) public var isHostingController: Bool
    /// How many presentations lie above it: the hops along `presentingViewController` (which
    /// UIKit answers for a presented controller and for its descendants) until a controller
    /// nobody presented (S11). The window's root and what it embeds are 0; a sheet it presents
    /// and the sheet's children are 1.
    @_spi(Platform) public var presentationLevel: Int

    /// A candidate.
    @_spi(Platform) public init(_ screen: any ScreenNode, isHostingController: Bool = false, presentationLevel: Int = 0) {
        self.screen = screen
        self.isHostingController = isHostingController
        self.presentationLevel = presentationLevel
    }
}
