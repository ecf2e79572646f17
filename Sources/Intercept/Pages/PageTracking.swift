import Foundation

/// The page and session state of an ``Interception`` (P1-P5).
struct PageTracking {
    /// A page being shown: which screen, what it reports, since when.
    struct ActivePage {
        weak var screen: (any ScreenNode)?
        var screenID: ObjectIdentifier
        let screenProperties: ScreenProperties
        /// The visit's properties: those it was entered with, or, for a declared screen whose
        /// properties changed during the visit, the latest (S9).
        var properties: [String: PropertyValue]
        let enteredAt: Date
        /// How many screens had been declared when it was entered: a declared screen found in it
        /// later, and declared after, was not there when it appeared (S7).
        var declaredBefore = 0
    }

    /// The pages shown now, in the order they were entered.
    var active: [ActivePage] = []
    /// Each multi-page screen's inner pages (P2).
    var innerPages: [ObjectIdentifier: (mode: InnerPageMode, stack: [InnerPage])] = [:]
    /// The screens whose pages were exited for the background, to re-enter in the foreground (P3).
    var backgrounded: [WeakScreen] = []
    /// The screens whose pages were exited when their scene went to the background while the
    /// app stayed in the foreground, by scene, to re-enter when it comes back (P3).
    var backgroundedScenes: [ObjectIdentifier: [WeakScreen]] = [:]
    /// When the current session started (P5).
    var sessionStartedAt: Date?

    struct WeakScreen {
        weak var screen: (any ScreenNode)?
    }

    func isActive(_ screen: any ScreenNode) -> Bool {
        active.contains { $0.screenID == ObjectIdentifier(screen) }
    }

    /// `screen`'s open page, if any, goes on as `heir`'s: another instance of its declaration
    /// carries its visit on (S9), in the foreground or waiting for it.
    mutating func handOver(from screen: any ScreenNode, to heir: any ScreenNode) {
        for index in active.indices where active[index].screenID == ObjectIdentifier(screen) {
            active[index].screen = heir
            active[index].screenID = ObjectIdentifier(heir)
        }
        for index in backgrounded.indices where backgrounded[index].screen === screen { backgrounded[index].screen = heir }
        for scene in backgroundedScenes.keys {
            for index in backgroundedScenes[scene]!.indices where backgroundedScenes[scene]![index].screen === screen {
                backgroundedScenes[scene]![index].screen = heir
            }
        }
    }

    /// `screen`'s open visit, if any, goes on with `properties` (S9).
    mutating func update(_ screen: any ScreenNode, properties: [String: PropertyValue]) {
        for index in active.indices where active[index].screenID == ObjectIdentifier(screen) {
            active[index].properties = properties
        }
    }
}
