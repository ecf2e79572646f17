/// A keypad told by its layout (N4): at one level below a container, a grid of similar-sized
/// views whose own words are one character, more than half of the controls and views there. Keys
/// whose digits are drawn in a label subview (a `UIControl` subclass with no title), keys wrapped
/// in padding or shadow views inside row stacks, and a collection view's cells are recognized
/// alike; a grid of photos or of worded buttons, a table's column of rows and a row of size
/// buttons are not.
@MainActor
enum KeypadGrid {
    /// The most views visited below one container, all levels together.
    static let maximumVisited = 256
    /// How much the keys' widths and heights may differ, as a fraction of the largest.
    static let sizeTolerance = 0.1

    /// Whether the views `levels` below `container` (1: its subviews) make a keypad: at least
    /// ``KeypadRecognition/minimumKeys`` keys (views whose own words, or for one with no title
    /// its first text inside, are one character) of similar size, in at least two rows and two
    /// columns, more than half of the titled and untitled views at that level. The layout is
    /// checked first, so a column of table rows reads no text.
    static func isKeypad(_ container: any ViewNode, levels: Int) -> Bool {
        var candidates: [(node: any ViewNode, frame: Rect)] = []
        var visited = 0
        collect(below: container, levels: levels, offset: Point(x: 0, y: 0), into: &candidates, visited: &visited)
        guard candidates.count >= KeypadRecognition.minimumKeys else { return false }
        // The largest group of similar sizes: keys in two rows and two columns, none on another
        // (views of unrelated containers laid over each other are no grid).
        let sized = largestSimilarGroup(candidates.map(\.frame))
        let origins = sized.map { candidates[$0].frame.origin }
        guard sized.count >= KeypadRecognition.minimumKeys, sized.count * 2 > candidates.count,
            Set(origins.map { $0.x.rounded() }).count >= 2, Set(origins.map { $0.y.rounded() }).count >= 2,
            Set(origins.map { [$0.x.rounded(), $0.y.rounded()] }).count == origins.count
        else { return false }
        let keys = sized.filter { hasKeyWords(candidates[$0].node, content: candidates[$0].node.nodeContent) }
        return keys.count >= KeypadRecognition.minimumKeys && keys.count * 2 > candidates.count
    }

    /// Whether a view showing `content` could be a key: a control with a title, or a view with
    /// none of its own (a custom control, a cell, a view with a tap recognizer).
    static func isKeyShaped(_ content: NodeContent) -> Bool {
        switch content {
        case .title, .container: return true
        default: return false
        }
    }

    /// The visible views with a title or no content of their own exactly `levels` below `node`,
    /// with their frames in `node`'s coordinates.
    private static func collect(below node: any ViewNode, levels: Int, offset: Point, into found: inout [(node: any ViewNode, frame: Rect)], visited: inout Int) {
        for index in 0..<min(node.childNodeCount, KeypadRecognition.maximumScanned) {
            guard visited < maximumVisited else { return }
            visited += 1
            let child = node.childNode(at: index)
            guard !child.nodeIsHidden, child.nodeAlpha > 0 else { continue }
            let frame = child.nodeFrame
            let origin = Point(x: frame.origin.x + offset.x, y: frame.origin.y + offset.y)
            if levels > 1 {
                collect(below: child, levels: levels - 1, offset: origin, into: &found, visited: &visited)
            } else if isKeyShaped(child.nodeContent) {
                found.append((child, Rect(x: origin.x, y: origin.y, width: frame.size.width, height: frame.size.height)))
            }
        }
    }

    /// The indices of the largest group of frames of similar size (within ``sizeTolerance``).
    private static func largestSimilarGroup(_ frames: [Rect]) -> [Int] {
        var best: [Int] = []
        for reference in frames.indices {
            let size = frames[reference].size
            guard size.width > 0, size.height > 0 else { continue }
            let group = frames.indices.filter { isSimilar(frames[$0].size, size) }
            if group.count > best.count { best = group }
            if best.count * 2 > frames.count { break }
        }
        return best
    }

    private static func isSimilar(_ a: Size, _ b: Size) -> Bool {
        abs(a.width - b.width) <= sizeTolerance * max(a.width, b.width)
            && abs(a.height - b.height) <= sizeTolerance * max(a.height, b.height)
    }

    /// Whether a key's words are one character: its title, or for a view with none, the first
    /// text found in its subviews (two levels down; a passcode key's digit label). `content` is
    /// `node`'s, already read.
    static func hasKeyWords(_ node: any ViewNode, content: NodeContent) -> Bool {
        switch content {
        case .title(let title?): return KeypadRecognition.isSingleCharacter(title)
        case .container: return firstText(in: node, levels: 2).map(KeypadRecognition.isSingleCharacter) ?? false
        default: return false
        }
    }

    private static func firstText(in node: any ViewNode, levels: Int) -> String? {
        let count = min(node.childNodeCount, 8)
        for index in 0..<count {
            let child = node.childNode(at: index)
            guard !child.nodeIsHidden, child.nodeAlpha > 0 else { continue }
            switch child.nodeContent {
            case .text(let text?), .title(let text?):
                if !text.isEmpty { return text }
            default: break
            }
        }
        guard levels > 1 else { return nil }
        for index in 0..<count {
            if let text = firstText(in: node.childNode(at: index), levels: levels - 1) { return text }
        }
        return nil
    }
}
