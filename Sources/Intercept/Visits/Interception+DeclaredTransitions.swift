extension Interception {
    /// The platform runs transition `id` (UIKit: a view controller's transition coordinator) while
    /// declared screens receive signals (S8). Until it ends, visits do not change: an interactive
    /// swipe-back puts the screen below in the window, and SwiftUI may call its `onAppear`, as soon
    /// as the finger moves, and the user may still cancel. What the screens heard meanwhile settles
    /// once it ended, exits first: a cancelled swipe leaves the visits as they were, a finished one
    /// exits the top screen, then enters the one below. Returns whether the transition is new (the
    /// platform then tells its end once, ``declaredTransitionDidEnd(_:)``). A transition whose end
    /// is never told stops holding visits after 10 seconds.
    @_spi(Platform) public func declaredTransitionDidBegin(_ id: ObjectIdentifier) -> Bool {
        visits.beginTransition(id, now: now)
    }

    /// Transition `id` ended, finished or cancelled; the next settle applies what it left.
    @_spi(Platform) public func declaredTransitionDidEnd(_ id: ObjectIdentifier) {
        visits.endTransition(id)
    }
}
