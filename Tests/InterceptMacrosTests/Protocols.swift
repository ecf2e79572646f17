#if Macros
import Foundation
import InterceptMacros

/// The three-method protocol of the README, exactly as an app writes it, with one mark.
@InterceptedDelegate
@MainActor
protocol PlayerDelegate: AnyObject {
    func player(_ player: Player, shouldPlay item: Int) -> Bool
    func player(_ player: Player, didPause item: Int)
    @Tracked("playerFinished") func player(_ player: Player, didFinish item: Int)
}

@MainActor
final class Player {
    @Interceptable<PlayerDelegateProxy> var delegate

    @discardableResult
    func play(_ item: Int) -> Bool {
        guard $delegate.target?.player(self, shouldPlay: item) ?? true else { return false }
        $delegate.target?.player(self, didPause: item)
        $delegate.target?.player(self, didFinish: item)
        return true
    }
}

public enum Quality: String, Sendable { case low, high }

public struct LoadError: Error, Equatable {}

/// Every kind of requirement the macro forwards: answers (optional or not), defaults in an
/// extension, async and throwing methods, get and get/set properties, closures, inout.
@InterceptedDelegate
@MainActor
public protocol LibraryDelegate: AnyObject {
    func library(_ library: Library, titleFor item: Int) -> String?
    func library(_ library: Library, rank item: Int, quality: Quality) -> Int
    func libraryDidLoad(_ library: Library) async -> Int
    func library(_ library: Library, validate item: Int) throws -> Bool
    func library(_ library: Library, fetch item: Int) async throws(LoadError) -> Double
    func library(_ library: Library, adjust value: inout Int)
    func library(_ library: Library, completion: @escaping (Int) -> Void)
    @Tracked("itemOpened") func library(_ library: Library, didOpen item: Int, quality: Quality, note: String)
    var volume: Double { get set }
    var name: String { get }
}

extension LibraryDelegate {
    public func library(_ library: Library, titleFor item: Int) -> String? { "default title" }
    public var name: String { "default name" }
}

@MainActor
public final class Library {
    @Interceptable<LibraryDelegateProxy> public var delegate
    public init() {}
}

/// A delegate protocol called on any thread (D17).
@InterceptedDelegate
protocol TransferDelegate: AnyObject, Sendable {
    func transfer(_ id: Int, shouldRetry attempt: Int) -> Bool
    func transfer(_ id: Int, didReceive bytes: Int)
    @Tracked("transferFinished") func transfer(_ id: Int, didFinishWith status: Int)
}

@MainActor
final class Transfer {
    @InterceptableFromAnyThread<TransferDelegateProxy> var delegate
}
#endif
