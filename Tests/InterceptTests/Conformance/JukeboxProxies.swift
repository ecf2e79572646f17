import Intercept

/// A correct hand-written proxy for `JukeboxDelegate`: forwards everything to a weak forwardee,
/// answers the protocol's default without one, and emits `trackFinished` only while attached,
/// enabled, and its host alive.
@MainActor
class JukeboxProxy: DelegateProxy, JukeboxDelegate {
    weak var forwardee: (any JukeboxDelegate)?
    let context: DelegateProxyContext
    var asDelegate: any JukeboxDelegate { self }
    required init(context: DelegateProxyContext) { self.context = context }

    func jukebox(_ jukebox: Jukebox, shouldPlay track: Int) -> Bool { forwardee?.jukebox(jukebox, shouldPlay: track) ?? true }
    func jukebox(_ jukebox: Jukebox, didPause track: Int) { forwardee?.jukebox(jukebox, didPause: track) }
    func jukebox(_ jukebox: Jukebox, didFinish track: Int) {
        guard let business = forwardee else { return }
        business.jukebox(jukebox, didFinish: track)
        report(finished: track)
    }

    /// Whether an event may be emitted now (what `context.emitEvent` decides; written out here
    /// so that the planted defects can each forget one part).
    var mayEmit: Bool {
        !context.isDetached && context.host != nil && context.interception?.isEnabled(InteractionKind.trackFinished) == true
    }

    func report(finished track: Int) {
        guard mayEmit, let interception = context.interception else { return }
        interception.emit(InteractionEvent(
            kind: .trackFinished, timestamp: interception.now, host: context.hostIdentity, customProperties: ["track": .integer(track)]))
    }
}

// MARK: Planted defects (K4)

/// Leaves `didPause` out: the protocol's default answers, the delegate never hears it (D1).
@MainActor
final class OmittingJukeboxProxy: DelegateProxy, JukeboxDelegate {
    weak var forwardee: (any JukeboxDelegate)?
    let context: DelegateProxyContext
    var asDelegate: any JukeboxDelegate { self }
    init(context: DelegateProxyContext) { self.context = context }
    func jukebox(_ jukebox: Jukebox, shouldPlay track: Int) -> Bool { forwardee?.jukebox(jukebox, shouldPlay: track) ?? true }
    func jukebox(_ jukebox: Jukebox, didFinish track: Int) { forwardee?.jukebox(jukebox, didFinish: track) }
}

/// Holds its forwardee strongly (D4).
@MainActor
final class RetainingJukeboxProxy: JukeboxProxy {
    private var strongForwardee: (any JukeboxDelegate)?
    override var forwardee: (any JukeboxDelegate)? {
        get { strongForwardee }
        set { strongForwardee = newValue }
    }
}

/// Takes its first forwardee and ignores every later one (D6).
@MainActor
final class RetargetIgnoringJukeboxProxy: JukeboxProxy {
    override var forwardee: (any JukeboxDelegate)? {
        get { super.forwardee }
        set { if super.forwardee == nil { super.forwardee = newValue } }
    }
}

/// Asks the delegate but answers the protocol's default (D1).
@MainActor
final class DefaultAnsweringJukeboxProxy: JukeboxProxy {
    override func jukebox(_ jukebox: Jukebox, shouldPlay track: Int) -> Bool {
        _ = forwardee?.jukebox(jukebox, shouldPlay: track)
        return true
    }
}

/// Calls the delegate twice (D1).
@MainActor
final class DoubleCallingJukeboxProxy: JukeboxProxy {
    override func jukebox(_ jukebox: Jukebox, didPause track: Int) {
        forwardee?.jukebox(jukebox, didPause: track)
        forwardee?.jukebox(jukebox, didPause: track)
    }
}

/// Emits after uninstall: its guard forgets `isDetached` (events).
@MainActor
final class DetachIgnoringJukeboxProxy: JukeboxProxy {
    override var mayEmit: Bool { context.host != nil && context.interception?.isEnabled(InteractionKind.trackFinished) == true }
}

/// Emits while interception is switched off: its guard forgets `isEnabled` (events).
@MainActor
final class SwitchIgnoringJukeboxProxy: JukeboxProxy {
    override var mayEmit: Bool { !context.isDetached && context.host != nil }
}

/// Emits for a host that is gone: its guard forgets the host (D12).
@MainActor
final class HostlessEmittingJukeboxProxy: JukeboxProxy {
    override var mayEmit: Bool { !context.isDetached && context.interception?.isEnabled(InteractionKind.trackFinished) == true }
}

/// Force-unwraps its forwardee in `didPause`: traps once the delegate is released (D4).
@MainActor
final class TrappingJukeboxProxy: JukeboxProxy {
    override func jukebox(_ jukebox: Jukebox, didPause track: Int) {
        forwardee!.jukebox(jukebox, didPause: track)
    }
}

/// Forwards `didPause` to `didFinish` and `didFinish` to `didPause`: each method reaches the
/// delegate, the wrong one (D1).
@MainActor
final class SwappedJukeboxProxy: JukeboxProxy {
    override func jukebox(_ jukebox: Jukebox, didPause track: Int) {
        forwardee?.jukebox(jukebox, didFinish: track)
    }

    override func jukebox(_ jukebox: Jukebox, didFinish track: Int) {
        forwardee?.jukebox(jukebox, didPause: track)
        report(finished: track)
    }
}

/// Keeps a closure that captures its forwardee strongly, made when it is given one (D4).
@MainActor
final class CapturingJukeboxProxy: JukeboxProxy {
    private var finish: ((Jukebox, Int) -> Void)?
    override var forwardee: (any JukeboxDelegate)? {
        didSet {
            let business = forwardee
            finish = business.map { business in { business.jukebox($0, didFinish: $1) } }
        }
    }
}
