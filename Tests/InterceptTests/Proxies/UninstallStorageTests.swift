import Intercept
import Testing

/// A player that records every write to its delegate storage, as UIKit's original setter sees them.
@MainActor
private final class StoreRecordingPlayer: DelegateHost {
    let delegateSlot = DelegateSlot<PlayerDelegateProxy>()
    private weak var storedDelegate: (any PlayerDelegate)?
    /// Every value handed to the storage, in order.
    private(set) var stores: [(any PlayerDelegate)?] = []
    var delegate: (any PlayerDelegate)? {
        get { DelegateSlot<PlayerDelegateProxy>.delegateToReport(stored: storedDelegate) }
        set { apply(delegateSlot.assign(newValue)) }
    }
    func storeDelegate(_ value: (any PlayerDelegate)?) {
        stores.append(value)
        storedDelegate = value
    }
}

@MainActor
@Suite("Uninstall storage")
struct UninstallStorageTests {
    /// UIKit's setter may skip a store when its getter already reads back the same object (the
    /// hooked getter reports the business delegate while the proxy is stored), and then never asks
    /// the business delegate which methods it implements: the storage is cleared first.
    @Test("D9: removing interception clears the host's storage, then stores the business delegate")
    func uninstallClearsStorageFirst() throws {
        let interception = Interception()
        let player = StoreRecordingPlayer()
        let playlist = PlaylistDelegate(allowed: [1])
        player.delegate = playlist
        try interception.intercept(player)
        let before = player.stores.count

        interception.removeInterception(from: player)

        let uninstallStores = player.stores.dropFirst(before).map { $0.map { $0 as AnyObject } }
        #expect(uninstallStores.count == 2)
        #expect(uninstallStores.first.flatMap { $0 } == nil, "cleared first")
        #expect(uninstallStores.last.flatMap { $0 } === playlist, "then the business delegate, called directly again")
    }
}
