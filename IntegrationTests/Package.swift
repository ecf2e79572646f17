// swift-tools-version:6.0
import PackageDescription

// Delivery tests against real HTTP on loopback (T6-T9), in a separate package like `Benchmarks/`:
// they start processes and servers and take a minute or two. No dependency but Intercept itself
// and the system's zlib (to check gzip bodies with the reference inflater):
// the HTTP/1.1 server is a small one on POSIX sockets (`LoopbackHTTP`), bound to 127.0.0.1 only.
let package = Package(
    name: "InterceptIntegrationTests",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Intercept", path: ".."),
    ],
    targets: [
        // A minimal HTTP/1.1 server on 127.0.0.1 whose answers a test scripts (status, delay,
        // closing mid-body), recording every batch it receives.
        .target(name: "LoopbackHTTP"),
        // Receivers that enforce each back end's documented contract (W1-W6): Segment, PostHog,
        // Amplitude, Mixpanel and OTLP, answering as each does, partial failures included.
        .target(name: "BackendReceivers", dependencies: ["LoopbackHTTP", "CZlib"]),
        // The system's zlib, to inflate gzip bodies (T16) with the reference implementation.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // `backend-receiver --backend NAME`: one of them on a port, for `intercept-demo --destination`.
        .executableTarget(name: "backend-receiver", dependencies: ["BackendReceivers"]),
        // The process the kill tests start, kill with SIGKILL and restart on the same directory.
        .executableTarget(
            name: "delivery-child",
            dependencies: [
                .product(name: "Intercept", package: "Intercept"),
                .product(name: "InterceptDelivery", package: "Intercept"),
            ]
        ),
        // `swift run --package-path IntegrationTests loopback-receiver`: a local receiver that
        // prints every batch, to watch `intercept-demo --queue DIR --upload URL` deliver.
        .executableTarget(name: "loopback-receiver", dependencies: ["LoopbackHTTP"]),
        .testTarget(
            name: "IntegrationTests",
            dependencies: [
                "LoopbackHTTP",
                "BackendReceivers",
                "delivery-child",
                .product(name: "Intercept", package: "Intercept"),
                .product(name: "InterceptDelivery", package: "Intercept"),
                .product(name: "InterceptHeadless", package: "Intercept"),
                .product(name: "InterceptTesting", package: "Intercept"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
