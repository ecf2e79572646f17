/// The keypads `KeypadGrid` recognized lately, so that typing on one does not search its grid again
/// on every key (N4): a PIN's four taps search once.
///
/// An entry holds while its container lives and keeps its shape: the same number of subviews and
/// the same size, two reads; a container that gains or loses a view, or is resized (a rotation),
/// is searched again. Only recognized keypads are kept: a stale entry can then only withhold a
/// title (the container became something else with the same number of views and size), never
/// let a digit through, and a container found to be no keypad is searched again on its next
/// single-character tap. At most ``capacity`` containers, the latest kept; views are held weakly.
@MainActor
enum KeypadGridMemo {
    /// How many keypads are remembered.
    static let capacity = 4

    private struct Entry {
        weak var container: (any ViewNode)?
        let levels: Int
        let childCount: Int
        let size: Size
    }

    private static var entries: [Entry] = []

    /// Whether `container`, `levels` levels above the keys, is a keypad: remembered when it was
    /// recognized and kept its shape, searched (``KeypadGrid/isKeypad(_:levels:)``) otherwise.
    static func isKeypad(_ container: any ViewNode, levels: Int) -> Bool {
        let childCount = container.childNodeCount
        let size = container.nodeFrame.size
        if let index = entries.firstIndex(where: { $0.container === container && $0.levels == levels }) {
            let entry = entries[index]
            if entry.childCount == childCount, entry.size == size { return true }
            entries.remove(at: index)
        }
        guard KeypadGrid.isKeypad(container, levels: levels) else { return false }
        entries.removeAll { $0.container == nil }
        if entries.count >= capacity { entries.removeFirst() }
        entries.append(Entry(container: container, levels: levels, childCount: childCount, size: size))
        return true
    }
}
