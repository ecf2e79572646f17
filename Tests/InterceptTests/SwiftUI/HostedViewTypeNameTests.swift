@_spi(Platform) import Intercept
import Testing

/// S1: undeclared SwiftUI screens get a readable name from their root view type.
@Suite("SwiftUI type names")
struct HostedViewTypeNameTests {
    @Test("S1: a hosting controller is named after its root view, SwiftUI's wrappers stripped", arguments: [
        ("UIHostingController<ContentView>", "ContentView"),
        ("UIHostingController<ModifiedContent<ModifiedContent<ContentView, _EnvironmentKeyWritingModifier<Optional<Store>>>, RootModifier>>", "ContentView"),
        ("UIHostingController<SwiftUI.ModifiedContent<MyApp.ProfileView, SwiftUI._PaddingLayout>>", "ProfileView"),
        ("UIHostingController<_ConditionalContent<LoginView, HomeView>>", "LoginView"),
        ("UIHostingController<Optional<EmptyView>>", "UIHostingController"),
        ("UIHostingController<ModifiedContent<AnyView, RootModifier>>", "UIHostingController"),
        ("UIHostingController<NavigationStack<NavigationPath, ModifiedContent<CatalogView, _FlexFrameLayout>>>", "CatalogView"),
        ("UIHostingController<TupleView<(Text, ModifiedContent<CartView, _PaddingLayout>)>>", "Text"),
        ("UIHostingController<ProductView<Int>>", "ProductView"),
        ("MyHostingController<ModifiedContent<OrdersView, _SafeAreaIgnoringLayout>>", "OrdersView"),
        ("CheckoutViewController", "CheckoutViewController"),
        ("Array<Int>", "Array<Int>"),
        ("UIHostingController<Broken<", "UIHostingController<Broken<"),
    ])
    func hostingNames(typeName: String, expected: String) {
        #expect(HostedViewTypeName.screenName(for: typeName) == expected)
    }

    @Test("S2: a SwiftUI control's readable type comes from its generic type name")
    func controlNames() {
        #expect(HostedViewTypeName.readableName("Toggle<Text>") == "Toggle")
        #expect(HostedViewTypeName.readableName("SwiftUI.Slider<EmptyView, EmptyView>") == "Slider")
        #expect(HostedViewTypeName.readableName("ModifiedContent<Picker<Text, String, ForEach<Array<String>, String, Text>>, _PaddingLayout>") == "Picker")
        #expect(HostedViewTypeName.readableName("AnyView") == nil)
    }

    @Test("S1: absurd type names are not parsed (bounded work, H3)")
    func absurdNames() {
        let deep = String(repeating: "ModifiedContent<", count: 5_000) + "X" + String(repeating: ">", count: 5_000)
        #expect(HostedViewTypeName.screenName(for: "UIHostingController<" + deep + ">") == "UIHostingController")
        let nested = String(repeating: "Group<", count: 100) + "X" + String(repeating: ">", count: 100)
        #expect(HostedViewTypeName.readableName(nested) == nil)
    }
}
