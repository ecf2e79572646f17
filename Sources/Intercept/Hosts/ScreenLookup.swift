/// Which screen a view is on (E3, F16), decided the same way on every platform: the one its
/// inherited tracking state keeps (``InheritedTrackingState/screen``); when none is kept (a view
/// the tree walk reaches no controller from, such as one an input host shows for a responder),
/// the nearest screen up the responder chain from the view's next responder.
///
/// The platform supplies the kept screen and the responder chain: a responder's next one, and
/// the screen a responder is, if it is one. Runs for every described event; the kept screen is
/// read first, and the first responder of the walk only when none is kept, so the walk costs
/// nothing (not even a `next` message) when one is kept.
@_spi(Platform) public enum ScreenLookup {
    /// `kept`, else the first responder from `first` on, following `next` at most
    /// ``ViewTreeWalk/maximumDepth`` times (H2), that `screen` says is a screen.
    @MainActor
    @inlinable
    public static func screen<Responder: AnyObject>(
        kept: (any ScreenNode)?,
        from first: @autoclosure () -> Responder?,
        next: (Responder) -> Responder?,
        screen: (Responder) -> (any ScreenNode)?
    ) -> (any ScreenNode)? {
        if let kept { return kept }
        var responder = first()
        var level = 0
        while let current = responder, level < ViewTreeWalk.maximumDepth {
            if let found = screen(current) { return found }
            responder = next(current)
            level += 1
        }
        return nil
    }
}
