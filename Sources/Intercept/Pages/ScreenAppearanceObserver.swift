/// What a platform tells Intercept about screens appearing and disappearing (P1-P4, X3).
///
/// The headless `ViewController` calls it after `viewDidAppear` and `viewDidDisappear`; the UIKit
/// adapter from its hooks of the same methods. ``Interception`` adopts it.
@MainActor
@_spi(Platform) public protocol ScreenAppearanceObserver: AnyObject {
    /// The screen appeared (after its `viewDidAppear`).
    func screenDidAppear(_ screen: any ScreenNode)
    /// The screen disappeared (after its `viewDidDisappear`).
    func screenDidDisappear(_ screen: any ScreenNode)
}
