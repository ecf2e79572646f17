/// A ``GestureElementProcessor`` for a container of rows, such as an alert's actions: walks up
/// from the touched view to the nearest view of one of the row types and reports it; its content
/// is then its texts (the action's title: the row's own words, N3), under the usual privacy rules
/// (G6).
public struct ActionRowProcessor: GestureElementProcessor {
    /// The class names of the row views.
    public var rowTypeNames: Set<String>
    /// The type reported for a row, instead of its private class name.
    public var reportedType: String?

    /// Creates a processor for rows of the given class names.
    public init(rowTypeNames: Set<String>, reportedType: String? = nil) {
        self.rowTypeNames = rowTypeNames
        self.reportedType = reportedType
    }

    public func element(touching touched: any ViewNode, in recognizerView: any ViewNode) -> ProcessedElement? {
        var current: (any ViewNode)? = touched
        var level = 0
        // Bounded, so a custom host whose parents form a cycle cannot hang a tap (H2).
        while let view = current, view !== recognizerView, level < ViewTreeWalk.maximumDepth {
            if rowTypeNames.contains(view.nodeTypeName) {
                return ProcessedElement(node: view, type: reportedType, textsAreOwnWords: true)
            }
            current = view.parentNode
            level += 1
        }
        return nil
    }

}
