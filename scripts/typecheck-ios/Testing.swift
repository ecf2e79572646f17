// A stand-in for swift-testing, used only by typecheck-ios.sh to typecheck the test targets
// for iOS on a machine whose swift-testing is built for Linux: the script rewrites
// `#expect`/`#require` to these functions and drops `@Test`/`@Suite`, so everything else in the
// tests (every UIKit and Intercept call) is checked. Never linked into anything.
public struct Comment: ExpressibleByStringInterpolation {
    public init(stringLiteral: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public struct RequirementFailure: Error {}

public func expect(_ condition: @autoclosure () throws -> Bool, _ comment: @autoclosure () -> Comment? = nil) rethrows {}

public func expectAsync(_ condition: @autoclosure () async throws -> Bool, _ comment: @autoclosure () -> Comment? = nil) async rethrows {}

public func require(_ condition: @autoclosure () throws -> Bool, _ comment: @autoclosure () -> Comment? = nil) throws {}

public func require<T>(_ value: @autoclosure () throws -> T?, _ comment: @autoclosure () -> Comment? = nil) throws -> T {
    guard let value = try value() else { throw RequirementFailure() }
    return value
}

public func expect<E: Error & Equatable, R>(throws error: E, _ comment: @autoclosure () -> Comment? = nil, performing: () throws -> R) {}

/// Returns the error thrown, as Swift Testing's `#expect(throws:)` does (iOS 18 SDKs and later).
@discardableResult
public func expect<E: Error, R>(throws type: E.Type, _ comment: @autoclosure () -> Comment? = nil, performing: () throws -> R) -> E? { nil }

public func requireAsync(_ condition: @autoclosure () async throws -> Bool, _ comment: @autoclosure () -> Comment? = nil) async throws {}

public func requireAsync<T>(_ value: @autoclosure () async throws -> T?, _ comment: @autoclosure () -> Comment? = nil) async throws -> T {
    guard let value = try await value() else { throw RequirementFailure() }
    return value
}

/// Swift Testing's `Issue.record`, for tests that record a failure without an expectation.
public enum Issue {
    public static func record(_ comment: Comment? = nil) {}
}

/// `#expect { ... } throws: { error in ... }`, the form that matches the error with a closure.
public func expect<R>(_ performing: () throws -> R, throws errorMatcher: (any Error) throws -> Bool) {}
