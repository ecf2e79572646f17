// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

// The `@InterceptedDelegate` macro, in a package of its own: macros need swift-syntax, and the
// `Intercept` library itself resolves no package. An app that wants generated proxies adds this
// package (it brings `Intercept` with it); an app that writes its proxies by hand does not.
let package = Package(
    name: "InterceptMacros",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15)],
    products: [
        .library(name: "InterceptMacros", targets: ["InterceptMacros"]),
    ],
    dependencies: [
        .package(name: "Intercept", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        .macro(
            name: "InterceptMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "InterceptMacros",
            dependencies: ["InterceptMacrosPlugin", .product(name: "Intercept", package: "Intercept")]
        ),
        .testTarget(
            name: "InterceptMacrosPluginTests",
            dependencies: [
                "InterceptMacrosPlugin",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "InterceptMacrosTests",
            dependencies: [
                "InterceptMacros",
                .product(name: "Intercept", package: "Intercept"),
                .product(name: "InterceptTesting", package: "Intercept"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
