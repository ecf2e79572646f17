// swift-tools-version:6.0
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
    ],
    targets: [
        .target(name: "Intercept"),
        // Delivery: files, the durable queue, upload and back-end formats. Foundation only, like
        // the core, which stays about interception.
        .target(name: "InterceptDelivery", dependencies: ["Intercept"]),
        .target(name: "InterceptHeadless", dependencies: ["Intercept"]),
        // The testing helpers; the conformance kit's UIKit presets need the adapter (empty elsewhere).
        .target(name: "InterceptTesting", dependencies: ["Intercept", "InterceptHeadless", "InterceptUIKit"]),
        // The Apple adapter: every file is under `#if canImport(UIKit)`, so elsewhere it is empty.
        .target(name: "InterceptUIKit", dependencies: ["Intercept"]),
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
        // The adapter's tests, run on an iOS simulator (`xcodebuild test`); empty elsewhere.
        .testTarget(name: "InterceptUIKitTests", dependencies: ["Intercept", "InterceptUIKit", "InterceptTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
