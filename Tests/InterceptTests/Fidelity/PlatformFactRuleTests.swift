@_spi(Platform) import Intercept
import InterceptHeadless
import Testing

/// Small rules the UIKit adapter applied to the facts it read, now the core's for every platform
/// (F16): when a view is opaque, which title a screen has, what the app is called.
@MainActor
@Suite("Platform fact rules")
struct PlatformFactRuleTests {
    @Test("F16 X5: a view is opaque when it says so and its background, as drawn, has alpha 1; no background is not opaque")
    func opacity() {
        #expect(OcclusionPolicy.isOpaque(declaredOpaque: true, backgroundAlpha: 1))
        #expect(!OcclusionPolicy.isOpaque(declaredOpaque: true, backgroundAlpha: 0.99))
        #expect(!OcclusionPolicy.isOpaque(declaredOpaque: true, backgroundAlpha: nil))
        #expect(!OcclusionPolicy.isOpaque(declaredOpaque: false, backgroundAlpha: 1))
        var backgroundReads = 0
        let undeclared = OcclusionPolicy.isOpaque(declaredOpaque: false, backgroundAlpha: { backgroundReads += 1; return 1 }())
        #expect(!undeclared && backgroundReads == 0, "the background of a view that does not say it is opaque is never read")
        let view = View()
        view.isOpaque = true
        #expect(!view.nodeIsOpaque)
        view.backgroundColor = Color(white: 1)
        #expect(view.nodeIsOpaque, "the headless view answers through the same rule")
    }

    @Test("F16 E3: a screen's title is its own, or its navigation item's when it has none")
    func screenTitle() {
        #expect(ScreenProperties.title(own: "Cart", navigationItem: "Basket") == "Cart")
        #expect(ScreenProperties.title(own: nil, navigationItem: "Basket") == "Basket")
        #expect(ScreenProperties.title(own: nil, navigationItem: nil) == nil)
        let controller = ViewController()
        controller.title = "Orders"
        #expect(controller.screenTitle == "Orders")
    }

    @Test("F16: the app's name is its display name, or its bundle name when the display name is missing or empty")
    func appName() {
        #expect(DeviceContext.appName(displayName: "Shop", bundleName: "ShopApp") == "Shop")
        #expect(DeviceContext.appName(displayName: "", bundleName: "ShopApp") == "ShopApp")
        #expect(DeviceContext.appName(displayName: nil, bundleName: nil) == "")
    }
}
