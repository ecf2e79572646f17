import Foundation

/// The interceptions that were given declared geometry (S3: exposures, overlays, presented
/// screens' covers), for a platform's frame driver to tick. An app may give its SwiftUI views
/// `.interception(x)` with an interception other than the one its UIKit hooks were installed
/// for: its impressions need display frames all the same, so the UIKit frame driver ticks every
/// interception listed here, not only its own.
///
/// An interception that is given declared geometry and gets no frame for a second (no platform
/// drives it: the hooks were never installed, or a platform of the app's own ticks none) is
/// counted once as `SwiftUIAssumption.declaredExposuresGetFrames`, instead of losing every
/// impression without a word.
///
/// Interceptions are held weakly; the list is as long as the live interceptions given geometry.
@_spi(Platform) @MainActor public enum DeclaredFrameClients {
    private struct Client {
        weak var interception: Interception?
        var firstGeometryAt: Date
        var hasTicked = false
        var isReported = false
    }

    private static var clients: [ObjectIdentifier: Client] = [:]

    /// How long declared geometry may wait for a first frame before it is reported.
    static let firstFrameDeadline: TimeInterval = 1

    /// The live interceptions given declared geometry, as an array (for inspection and tests; a
    /// frame driver ticks them with ``tick(besides:)``, which copies nothing).
    @_spi(Platform) public static var interceptions: [Interception] {
        clients.values.compactMap(\.interception)
    }

    /// Ticks every live interception given declared geometry but `own` (the driver's own
    /// interception, ticked by the driver itself): once per display frame, so it walks the stored
    /// clients in place and allocates nothing; the entries of interceptions gone are removed only
    /// when one is found, which happens once per interception released.
    @_spi(Platform) public static func tick(besides own: Interception?) {
        if clients.isEmpty { return }
        var hasReleased = false
        for client in clients.values {
            guard let interception = client.interception else {
                hasReleased = true
                continue
            }
            if interception !== own { interception.frameDidTick() }
        }
        if hasReleased { clients = clients.filter { $0.value.interception != nil } }
    }

    /// Whether any of them has work for a frame (``Interception/needsExposureFrames``).
    @_spi(Platform) public static var needFrames: Bool {
        if clients.isEmpty { return false }
        return clients.values.contains { $0.interception?.needsExposureFrames == true }
    }

    /// `interception` was given declared geometry: listed on the first time, and reported once if
    /// no frame came within ``firstFrameDeadline`` of it.
    static func interceptionReceivedGeometry(_ interception: Interception) {
        let id = ObjectIdentifier(interception)
        guard var client = clients[id], client.interception === interception else {
            clients[id] = Client(interception: interception, firstGeometryAt: interception.now)
            return
        }
        guard !client.hasTicked, !client.isReported,
            interception.now.timeIntervalSince(client.firstGeometryAt) >= firstFrameDeadline
        else { return }
        client.isReported = true
        clients[id] = client
        interception.swiftUIAssumptionWasViolated(.declaredExposuresGetFrames)
    }

    /// `interception` got a display frame.
    static func interceptionDidTick(_ interception: Interception) {
        let id = ObjectIdentifier(interception)
        guard clients[id]?.hasTicked == false else { return }
        clients[id]?.hasTicked = true
    }
}
