// swift-tools-version:6.1
import PackageDescription

// A separate package, so that the library keeps zero dependencies.
let package = Package(
    name: "InterceptBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Intercept", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What both benchmark executables share.
        .target(
            name: "BenchmarkFixtures",
            dependencies: [
                .product(name: "Intercept", package: "Intercept"),
                .product(name: "InterceptHeadless", package: "Intercept"),
            ]
        ),
        .executableTarget(
            name: "InterceptBenchmarks",
            dependencies: [
                "BenchmarkFixtures",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Intercept", package: "Intercept"),
                .product(name: "InterceptDelivery", package: "Intercept"),
                .product(name: "InterceptHeadless", package: "Intercept"),
            ],
            path: "Benchmarks/InterceptBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A plain executable whose hot loops run under `valgrind --tool=callgrind`, for
        // instruction counts per operation that do not depend on timing noise.
        .executableTarget(
            name: "InterceptInstructionCounts",
            dependencies: [
                "BenchmarkFixtures",
                .product(name: "Intercept", package: "Intercept"),
                .product(name: "InterceptDelivery", package: "Intercept"),
                .product(name: "InterceptHeadless", package: "Intercept"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
