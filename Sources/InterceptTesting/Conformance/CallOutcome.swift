@_spi(Platform) import Intercept

/// What one invocation came to, as the kit compares it.
enum CallOutcome: Equatable, CustomStringConvertible {
    /// The method answered (`nil`: it returns nothing).
    case answered(String?)
    /// The method answered `DelegateMethodNotImplemented` (the built-in list protocols' "does not
    /// respond").
    case notImplemented
    /// The method threw another error.
    case threw(String)
    /// Nothing was called: the host holds no delegate.
    case nothingCalled

    /// Makes `invocation` on `target` (nothing when `nil`).
    @MainActor
    static func of<Delegate>(_ invocation: DelegateInvocation<Delegate>, on target: Delegate?) async -> CallOutcome {
        guard let target else { return .nothingCalled }
        do {
            return .answered(try await invocation.call(target))
        } catch is DelegateMethodNotImplemented {
            return .notImplemented
        } catch {
            return .threw(String(describing: error))
        }
    }

    var description: String {
        switch self {
        case .answered(let answer): answer.map { "answered \($0)" } ?? "returned"
        case .notImplemented: "answered \"not implemented\""
        case .threw(let error): "threw \(error)"
        case .nothingCalled: "called nothing"
        }
    }
}
