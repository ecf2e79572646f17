/// De-duplicates the appearance signals of one view instance into one answer: is it shown (S5).
///
/// - Repeated signals change nothing: `onAppear` twice is one appearance.
/// - Presence vetoes: a view off screen is not shown, whatever the last callback said (a missing
///   `onDisappear`, a pre-rendered page that got `onAppear`).
/// - A view coming on screen appeared, even without `onAppear` (a missing callback); a view that
///   was already on screen and got `onDisappear` disappeared (a push covers it before UIKit takes
///   its hosting view out of the window, so the exit is not late by the animation).
/// - Within one update (between two ``settle()`` calls) callbacks come in any order: when one
///   instance got both `onAppear` and `onDisappear`, its presence decides, and without presence
///   the last one.
@_spi(Platform) public struct AppearanceLatch: Sendable, Hashable {
    private var appeared = false
    private var presence: Bool?
    private var sawAppear = false
    private var sawDisappear = false
    private let requiresPresence: Bool

    /// A latch that has seen nothing: not shown. With `requiresPresence` (a platform that reports
    /// presence), an instance is not shown before its presence is known: `onAppear` often comes
    /// before the first geometry, and a pre-rendered page must not count in between.
    @_spi(Platform) public init(requiresPresence: Bool = true) {
        self.requiresPresence = requiresPresence
    }

    /// Whether the instance is shown, as far as the signals settled so far tell.
    @_spi(Platform) public private(set) var isShown = false

    /// Notes one signal; ``isShown`` changes on the next ``settle()``.
    @_spi(Platform) public mutating func note(_ signal: AppearanceSignal) {
        switch signal {
        case .onAppear:
            appeared = true
            sawAppear = true
        case .onDisappear:
            appeared = false
            sawDisappear = true
        case .onScreen:
            if presence != true { appeared = true }
            presence = true
        case .offScreen:
            presence = false
        }
    }

    /// Ends an update: decides ``isShown`` from what was noted. Returns whether it changed.
    @discardableResult
    @_spi(Platform) public mutating func settle() -> Bool {
        if sawAppear && sawDisappear, let presence { appeared = presence }
        sawAppear = false
        sawDisappear = false
        let shown = appeared && (presence ?? !requiresPresence)
        defer { isShown = shown }
        return shown != isShown
    }
}
