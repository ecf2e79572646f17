// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Intercept",
    // tvOS is not declared: the UIKit adapter uses `UISwitch`, `UISlider` and `UIStepper`, which tvOS
    // lacks, and nothing here compiles or tests for tvOS.
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "Intercept", targets: ["Intercept"]),
        .library(name: "InterceptDelivery", targets: ["InterceptDelivery"]),
        .library(name: "InterceptHeadless", targets: ["InterceptHeadless"]),
        .library(name: "InterceptTesting", targets: ["InterceptTesting"]),
        .library(name: "InterceptUIKit", targets: ["InterceptUIKit"]),
        .library(name: "InterceptSwiftUI", targets: ["InterceptSwiftUI"]),
        .executable(name: "intercept-demo", targets: ["intercept-demo"]),
        // `@InterceptedDelegate`: generated proxies and spies. It needs swift-syntax, which only an
        // app that enables the `Macros` trait resolves (D21).
        .library(name: "InterceptMacros", targets: ["InterceptMacros"]),
    ],
    // The library resolves no package; `traits: ["Macros"]` on an app's `.package` line brings
    // swift-syntax and makes `InterceptMacros` generate (D21). Without the trait, SwiftPM prunes
    // swift-syntax from resolution, and the macro's targets compile to nothing (`#if Macros`).
    traits: [
        .trait(name: "Macros", description: "The @InterceptedDelegate macro (needs swift-syntax)."),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        .target(name: "Intercept"),
        // Delivery: files, the durable queue, upload and back-end formats. Foundation only, like
        // the core, which stays about interception.
        .target(
            name: "InterceptDelivery",
            dependencies: ["Intercept"],
            // What it sends off the device and the required-reason APIs it calls (N5);
            // scripts/check-privacy-manifest.py keeps it true to the sources.
            resources: [.copy("PrivacyInfo.xcprivacy")]
        ),
        .target(name: "InterceptHeadless", dependencies: ["Intercept"]),
        // The testing helpers; the conformance kit's UIKit presets need the adapter (empty elsewhere).
        .target(name: "InterceptTesting", dependencies: ["Intercept", "InterceptHeadless", "InterceptUIKit"]),
        // The Apple adapter: every file is under `#if canImport(UIKit)`, so elsewhere it is empty.
        .target(
            name: "InterceptUIKit",
            dependencies: ["Intercept"],
            resources: [.copy("PrivacyInfo.xcprivacy")]
        ),
        // SwiftUI screens, actions and impressions (S1-S13): every file is under
        // `#if canImport(SwiftUI) && canImport(UIKit)`; its decisions are the core's.
        .target(name: "InterceptSwiftUI", dependencies: ["Intercept", "InterceptUIKit"]),
        .executableTarget(
            name: "intercept-demo",
            dependencies: ["Intercept", "InterceptDelivery", "InterceptHeadless", "InterceptTesting"]
        ),
        .testTarget(
            name: "InterceptTests",
            dependencies: ["Intercept", "InterceptDelivery", "InterceptHeadless", "InterceptTesting"]
        ),
        .macro(
            name: "InterceptMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: .when(traits: ["Macros"])),
            ]
        ),
        .target(name: "InterceptMacros", dependencies: ["Intercept", "InterceptMacrosPlugin"]),
        // The macro's tests, built with the trait: `swift test --traits Macros` (.ci/run); without
        // it they compile to nothing.
        .testTarget(
            name: "InterceptMacrosPluginTests",
            dependencies: [
                .target(name: "InterceptMacrosPlugin", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax", condition: .when(traits: ["Macros"])),
            ]
        ),
        .testTarget(name: "InterceptMacrosTests", dependencies: ["InterceptMacros", "InterceptTesting"]),
        // The adapter's tests, run on an iOS simulator (`xcodebuild test`); empty elsewhere.
        .testTarget(name: "InterceptUIKitTests", dependencies: ["Intercept", "InterceptUIKit", "InterceptTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
