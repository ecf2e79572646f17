/// A host that lives in a platform application, which an interception installed on the host must
/// observe to see the whole app: its lifecycle, touches and sent actions, screens and exposure.
///
/// ``Interception`` tells every host it is installed on (a list, a recognizer) that adopts this
/// protocol, so the app never connects the interception and the application by hand: forgetting
/// that step used to lose controls, pages and exposure without a word. The headless views and
/// recognizers adopt it and register the interception with their window's `Application`, at once
/// or when they join one. UIKit's lists do not: `UIKitHooks.install(for:)` already observes the
/// one `UIApplication`; UIKit's recognizers adopt it to attach their state relay.
@MainActor
public protocol ApplicationMember: AnyObject {
    /// Interception was installed on this host; connect it to the application the host lives in.
    ///
    /// Called each time `intercept(_:)` installs or finds the host's proxy or hook, so it must be
    /// idempotent and cheap.
    func interceptionDidInstall(_ interception: Interception)
}
