import Foundation

/// How Intercept tells a keypad's keys (a PIN pad, a passcode or amount pad) so that every key is
/// described the same way (N4): a sequence of key events must not spell what was typed.
///
/// A view is a key when
/// - the app marked it or a view up to ``maximumKeyDepth`` levels above it as a keypad
///   (``ViewTrackingAttributes/isKeypad``), or
/// - the platform says it is a keyboard's key (UIKit's `.keyboardKey` accessibility trait), or
/// - its own words are one character (its title; for a control, cell or view with no title, the
///   first text in its subviews, a passcode key's digit label) and, up to ``maximumLayoutDepth``
///   levels above it, a container holds at that level a grid of such keys: at least
///   ``minimumKeys`` of similar size, in at least two rows and two columns, more than half of the
///   controls and views there (`KeypadGrid`: keys of a `UIControl` subclass with no title, keys
///   wrapped in padding views inside rows, a collection view's cells), or
/// - it is a control with a title of its own (a button) whose parent or grandparent is a
///   recognized keypad: among that container's visible subviews, at least ``minimumKeys`` are
///   controls whose title's first line is a single character, more than half of its titled
///   controls, laid out in at least two rows and two columns; or the same holds of the controls
///   in its rows (a keypad of row stacks: at least two subviews whose titled controls are mostly
///   such keys, more than half of its subviews that hold titled controls). A row of "S", "M", "L"
///   buttons is not a keypad, nor a screen that holds a keypad among other views; a grid of
///   "1"-"9", "0" and "⌫" is. A keypad of image buttons with no text is not recognized: mark
///   it, or give its keys the `.keyboardKey` trait.
///
/// A key gives no content, no path index below the keypad, no list position, no touch location
/// and no host instance, and its own tracking id and custom properties are not sent (declare
/// them on the keypad): the keypad's type and path still say what was used.
@MainActor
public enum KeypadRecognition {
    /// How far above a view a keypad mark reaches, and the most levels of a key's path made alike.
    nonisolated public static let maximumKeyDepth = 4
    /// The fewest single-character keys that make a container a keypad.
    nonisolated public static let minimumKeys = 3
    /// The most subviews of one container looked at, at each level.
    static let maximumScanned = 64
    /// How many levels above a key its keypad is looked for by layout (`KeypadGrid`): the key's
    /// parent, grandparent (rows) or great-grandparent (rows of wrapped keys).
    nonisolated public static let maximumLayoutDepth = 3

    /// How many levels above `node` its keypad is (1: its parent), or `nil` when `node` is not a
    /// key. `content` is `node`'s ``ViewNode/nodeContent``, already read.
    @_spi(Platform) public static func keypadLevel(of node: any ViewNode, content: NodeContent) -> Int? {
        markedLevel(of: node) ?? recognizedLevel(of: node, content: content)
    }

    /// `keypadLevel(of:content:)` for a keypad Intercept recognizes, not one the app marked (the
    /// describer learns of marks in the walk that writes the path).
    static func recognizedLevel(of node: any ViewNode, content: NodeContent) -> Int? {
        if node.isAccessibilityKeyboardKey { return keyboardKeyLevel(of: node) }
        guard KeypadGrid.isKeyShaped(content), let parent = node.parentNode else { return nil }
        if case .title = content {
            if isRecognizedKeypad(parent) { return 1 }
            if let grandparent = parent.parentNode, isRecognizedKeypad(grandparent) { return 2 }
        }
        // By layout: a grid of untitled controls or cells, or keys wrapped in views inside rows
        // (up to ``maximumLayoutDepth`` levels), looked for only in an ancestor with room for two
        // rows and two columns of the key, and only for a key whose own words are one character.
        // A full-width row or card costs two frame reads; a keypad once recognized is remembered
        // while it keeps its shape (`KeypadGridMemo`), so typing on it searches once.
        let size = node.nodeFrame.size
        guard size.width > 0, size.height > 0 else { return nil }
        let room = 2 * (1 - KeypadGrid.sizeTolerance)
        var ancestor: (any ViewNode)? = parent
        var wordsAreKeys: Bool?
        for level in 1...maximumLayoutDepth {
            guard let container = ancestor else { return nil }
            let frame = container.nodeFrame.size
            if frame.width >= room * size.width, frame.height >= room * size.height {
                if wordsAreKeys == nil { wordsAreKeys = KeypadGrid.hasKeyWords(node, content: content) }
                guard wordsAreKeys == true else { return nil }
                if KeypadGridMemo.isKeypad(container, levels: level) { return level }
            }
            ancestor = container.parentNode
        }
        return nil
    }

    /// The levels up to a view the app marked as a keypad (0: `node` itself).
    private static func markedLevel(of node: any ViewNode) -> Int? {
        var current: (any ViewNode)? = node
        var level = 0
        while let view = current, level <= maximumKeyDepth {
            if view.isKeypadForTracking { return level }
            current = view.parentNode
            level += 1
        }
        return nil
    }

    /// The keypad of a key with the platform's keyboard-key trait: the highest ancestor, up to
    /// ``maximumLayoutDepth`` levels, that holds more such keys than the one below it (a pad of
    /// rows holds every row's keys), so no row index is left in the path to tell keys apart (N4).
    /// At least its parent.
    static func keyboardKeyLevel(of node: any ViewNode) -> Int {
        var level = 1
        var keys = 0
        var ancestor = node.parentNode
        for depth in 1...maximumLayoutDepth {
            guard let container = ancestor else { break }
            let count = keyboardKeys(in: container, levels: depth)
            if count >= minimumKeys, count > keys {
                level = depth
                keys = count
            }
            ancestor = container.parentNode
        }
        return level
    }

    /// How many views with the keyboard-key trait lie within `levels` levels below `container`
    /// (at most ``maximumScanned`` children looked at per view).
    private static func keyboardKeys(in container: any ViewNode, levels: Int) -> Int {
        var count = 0
        var frontier: [any ViewNode] = [container]
        for _ in 0..<levels {
            var next: [any ViewNode] = []
            for view in frontier {
                for index in 0..<min(view.childNodeCount, maximumScanned) {
                    let child = view.childNode(at: index)
                    if child.isAccessibilityKeyboardKey { count += 1 } else { next.append(child) }
                }
            }
            frontier = next
        }
        return count
    }


    /// Whether `container` is a grid of single-character controls: among its own subviews, or
    /// among the subviews of its rows (subviews whose titled controls are mostly keys; at least
    /// two such rows, more than half of its subviews holding titled controls). A screen holding
    /// one keypad among other views is not a keypad itself.
    static func isRecognizedKeypad(_ container: any ViewNode) -> Bool {
        var direct = Tally()
        var inRows = Tally()
        var keyRows = 0
        var titledRows = 0
        let count = min(container.childNodeCount, maximumScanned)
        for index in 0..<count {
            let child = container.childNode(at: index)
            guard !child.nodeIsHidden, child.nodeAlpha > 0 else { continue }
            let content = child.nodeContent
            guard case .container = content else {
                direct.add(content, frame: child.nodeFrame, offset: Point(x: 0, y: 0))
                continue
            }
            var row = Tally()
            let origin = child.nodeFrame.origin
            for inner in 0..<min(child.childNodeCount, maximumScanned) {
                let key = child.childNode(at: inner)
                guard !key.nodeIsHidden, key.nodeAlpha > 0 else { continue }
                row.add(key.nodeContent, frame: key.nodeFrame, offset: origin)
            }
            guard row.titled > 0 else { continue }
            titledRows += 1
            if row.isMostlyKeys {
                keyRows += 1
                inRows.merge(row)
            }
        }
        if direct.isKeypad { return true }
        return keyRows >= 2 && keyRows * 2 > titledRows && inRows.isKeypad
    }

    /// The titled controls seen, and where the single-character ones are.
    private struct Tally {
        var titled = 0
        var keys = 0
        var columns: Set<Double> = []
        var rows: Set<Double> = []

        mutating func add(_ content: NodeContent, frame: Rect, offset: Point) {
            guard case .title(let title) = content else { return }
            titled += 1
            guard let title, KeypadRecognition.isSingleCharacter(title) else { return }
            keys += 1
            columns.insert((frame.origin.x + offset.x).rounded())
            rows.insert((frame.origin.y + offset.y).rounded())
        }

        /// Single-character controls are more than half of the titled ones.
        var isMostlyKeys: Bool { keys > 0 && keys * 2 > titled }

        var isKeypad: Bool {
            keys >= KeypadRecognition.minimumKeys && isMostlyKeys && columns.count >= 2 && rows.count >= 2
        }

        mutating func merge(_ other: Tally) {
            titled += other.titled
            keys += other.keys
            columns.formUnion(other.columns)
            rows.formUnion(other.rows)
        }
    }

    /// Whether the first line of `title`, without surrounding spaces, is one character ("5",
    /// "⌫", "2\nABC").
    nonisolated static func isSingleCharacter(_ title: String) -> Bool {
        let firstLine = title.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: true).first ?? ""
        let trimmed = firstLine.trimmingCharacters(in: .whitespaces)
        return trimmed.count == 1
    }
}
