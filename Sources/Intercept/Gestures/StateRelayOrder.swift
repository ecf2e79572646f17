/// Where a state relay goes among a recognizer's targets (F10).
///
/// Where a platform does not let Intercept hear a recognizer's states directly (UIKit), Intercept
/// hears them as one more target-action pair, a relay. Targets are called in the order they were
/// added, so a relay added after the business targets would describe the recognition after the
/// app's handlers ran: a handler that removes the view, pushes a screen or reloads a list would
/// change the event or lose it. The relay therefore goes in front: pairs the recognizer already
/// has (from its initializer) are taken out, the relay is added, and the pairs are added back in
/// their order, through the platform's own add and remove. The app sees the same targets,
/// called in the same order.
public enum StateRelayOrder {
    /// Puts a relay in front of `pairs`, the business pairs the recognizer has now, in the order
    /// they were added.
    ///
    /// - Parameters:
    ///   - addRelay: Adds the relay through the platform's own `addTarget`.
    ///   - pairs: The business pairs already added.
    ///   - remove: Removes one pair through the platform's own `removeTarget`.
    ///   - add: Adds one pair back through the platform's own `addTarget`.
    public static func attach<Pair>(
        relay addRelay: () -> Void,
        inFrontOf pairs: [Pair],
        remove: (Pair) -> Void,
        add: (Pair) -> Void
    ) {
        for pair in pairs { remove(pair) }
        addRelay()
        for pair in pairs { add(pair) }
    }
}
