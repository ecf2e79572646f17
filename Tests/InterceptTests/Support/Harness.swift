import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
#if canImport(UIKit)
import UIKit  // IndexPath(row:section:) and its row, section and item come from UIKit there
#endif

/// A list screen, an interception with a recorder, and a clock the test controls.
@MainActor
final class Harness {
    let recorder = RecordingTracker()
    let clock = ManualClock()
    let interception: Interception
    let screen: ListScreenFixture

    var table: TableView { screen.tableView }
    var collection: CollectionView { screen.collectionView }

    init(
        configuration: InterceptionConfiguration = InterceptionConfiguration(),
        screen: ListScreenFixture = ListScreenFixture()
    ) {
        var configuration = configuration
        let clock = self.clock
        configuration.clock = { clock.now }
        self.interception = Interception(configuration: configuration, trackers: [recorder])
        self.screen = screen
    }

    /// Every event delivered so far (after a flush).
    func events() async -> [InteractionEvent] {
        await interception.flush()
        return recorder.events
    }
}

/// A business delegate that counts selections through a method subclasses can override.
@MainActor
class SelectionCountingDelegate: TableViewDelegate, CollectionViewDelegate {
    private(set) var selections: [IndexPath] = []

    init() {}

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath)
    }
}

extension IndexPath {
    static func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
    static func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }
}
