#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import InterceptUIKit
import UIKit

extension DelegateConformance where Host == UITableView {
    /// The kit for `UITableView` and Intercept's UIKit proxy: a ``UITableViewDelegateRecorder``
    /// (and an `NSObject` implementing nothing, for D2: `responds(to:)` parity), and the methods
    /// the recorder implements, called through Objective-C messaging as UIKit calls them (an
    /// optional method the callee does not respond to answers `nil`). The delegate is assigned as
    /// the hooked setter assigns it, so no process-wide hook is needed.
    public static var uiTableView: DelegateConformance<UITableView> {
        var kit = DelegateConformance(
            host: { UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) },
            assign: { table, delegate in table.apply(Interception.hookedAssignment(delegate, on: table, autoIntercepting: nil)) },
            delegate: { UITableViewDelegateRecorder() },
            invocations: { table in
                let row = IndexPath(row: 1, section: 0)
                return [
                    DelegateInvocation("tableView(_:shouldHighlightRowAt:)") { $0.tableView?(table, shouldHighlightRowAt: row) },
                    DelegateInvocation("tableView(_:willSelectRowAt:)") { $0.tableView?(table, willSelectRowAt: row) },
                    DelegateInvocation("tableView(_:didSelectRowAt:)", emits: [.rowSelected]) { $0.tableView?(table, didSelectRowAt: row) },
                    DelegateInvocation("tableView(_:heightForRowAt:)") { $0.tableView?(table, heightForRowAt: row) },
                ]
            }
        )
        kit.unimplementingDelegate = { UnimplementingDelegate() }
        return kit
    }
}

extension DelegateConformance where Host == UICollectionView {
    /// The kit for `UICollectionView` and Intercept's UIKit proxy, as ``uiTableView`` is for tables.
    public static var uiCollectionView: DelegateConformance<UICollectionView> {
        var kit = DelegateConformance(
            host: { UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout()) },
            assign: { collection, delegate in collection.apply(Interception.hookedAssignment(delegate, on: collection, autoIntercepting: nil)) },
            delegate: { UICollectionViewDelegateRecorder() },
            invocations: { collection in
                let item = IndexPath(item: 1, section: 0)
                return [
                    DelegateInvocation("collectionView(_:shouldHighlightItemAt:)") { $0.collectionView?(collection, shouldHighlightItemAt: item) },
                    DelegateInvocation("collectionView(_:shouldSelectItemAt:)") { $0.collectionView?(collection, shouldSelectItemAt: item) },
                    DelegateInvocation("collectionView(_:didSelectItemAt:)", emits: [.itemSelected]) { $0.collectionView?(collection, didSelectItemAt: item) },
                ]
            }
        )
        kit.unimplementingDelegate = { UnimplementingDelegate() }
        return kit
    }
}

/// A `UITableViewDelegate` that records the calls it receives; its answers differ from UIKit's
/// defaults, so an answer a proxy makes up is told apart.
@MainActor
public final class UITableViewDelegateRecorder: NSObject, UITableViewDelegate, DelegateCallRecording {
    public let callRecorder = DelegateCallRecorder()

    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        callRecorder.answer("tableView(_:shouldHighlightRowAt:)", [tableView, indexPath], with: false)
    }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        callRecorder.answer("tableView(_:willSelectRowAt:)", [tableView, indexPath], with: IndexPath(row: 0, section: 0))
    }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        callRecorder.answer("tableView(_:didSelectRowAt:)", [tableView, indexPath], with: ())
    }
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        callRecorder.answer("tableView(_:heightForRowAt:)", [tableView, indexPath], with: 77)
    }
}

/// A `UICollectionViewDelegate` that records the calls it receives.
@MainActor
public final class UICollectionViewDelegateRecorder: NSObject, UICollectionViewDelegate, DelegateCallRecording {
    public let callRecorder = DelegateCallRecorder()

    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        callRecorder.answer("collectionView(_:shouldHighlightItemAt:)", [collectionView, indexPath], with: false)
    }
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        callRecorder.answer("collectionView(_:shouldSelectItemAt:)", [collectionView, indexPath], with: false)
    }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        callRecorder.answer("collectionView(_:didSelectItemAt:)", [collectionView, indexPath], with: ())
    }
}

/// A delegate of both list protocols that implements none of their optional methods (D2).
@MainActor
final class UnimplementingDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {}
#endif
