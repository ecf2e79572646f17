/// The pure-Swift answer "this delegate does not implement that method".
///
/// UIKit asks a delegate `responds(to:)` before calling an optional method and falls back to its
/// own behavior when the answer is no. Swift has no optional protocol methods outside the
/// Objective-C runtime, so Intercept's delegate protocols give every optional method a default
/// implementation that throws this error. A host that catches it behaves exactly as UIKit does
/// for an unimplemented method (no height override, no selection veto, ...), and a proxy that
/// rethrows it is indistinguishable from having no proxy at all (behavior D2).
///
/// The error is thrown with typed throws, so it costs no allocation.
public struct DelegateMethodNotImplemented: Error, Sendable, Equatable {
    /// Creates the answer; it carries nothing because the call site knows which method it asked.
    @inlinable
    public init() {}
}
