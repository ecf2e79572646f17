import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UIPickerView`: wheels of rows, the chosen row of each in the
/// middle. As in UIKit, the wheels are the picker's own views (a column per component, holding a
/// table of row cells whose labels show the rows around the chosen one), so a touch on a wheel
/// lands on one of them, not on the picker. What they show is what the user is picking, and is
/// never content (H8). The app hears a choice through its delegate, which Intercept does not see.
@MainActor
open class PickerView: View {
    /// The rows of each component.
    public let components: [[String]]
    /// The chosen row of each component.
    public private(set) var selectedRows: [Int]
    /// How many rows a wheel shows at once, the chosen one in the middle.
    public static let visibleRowCount = 5

    private var columns: [UIPickerColumnView] = []

    /// Creates a picker with `components`, each turned to its row in `selectedRows` (the first
    /// row when not given).
    public init(components: [[String]], selectedRows: [Int] = []) {
        self.components = components
        self.selectedRows = components.indices.map { $0 < selectedRows.count ? selectedRows[$0] : 0 }
        super.init()
        for _ in components {
            let column = UIPickerColumnView()
            columns.append(column)
            addSubview(column)
        }
        showSelectedRows()
    }

    /// Turns `component`'s wheel to `row` (clamped to its rows), as UIKit's
    /// `selectRow(_:inComponent:animated:)`.
    public func selectRow(_ row: Int, inComponent component: Int) {
        guard components.indices.contains(component) else { return }
        selectedRows[component] = min(max(0, row), max(0, components[component].count - 1))
        showSelectedRows()
    }

    /// The wheels fill the picker, side by side.
    open override var frame: Rect {
        didSet { layOutWheels() }
    }

    /// A picker: what it shows is what the user picks (H8).
    open override var nodeContent: NodeContent { .picker }
    /// A picker, by class: an app's subclass is one too, as on UIKit.
    open override var userEntryKind: UserEntryKind? { .picker }

    private func showSelectedRows() {
        for (component, column) in columns.enumerated() {
            let rows = components[component]
            let first = selectedRows[component] - Self.visibleRowCount / 2
            column.table.show((0..<Self.visibleRowCount).map { slot in rows.indices.contains(first + slot) ? rows[first + slot] : nil })
        }
    }

    private func layOutWheels() {
        guard !columns.isEmpty else { return }
        let width = frame.size.width / Double(columns.count)
        for (index, column) in columns.enumerated() {
            column.frame = Rect(x: width * Double(index), y: 0, width: width, height: frame.size.height)
        }
    }
}

/// One wheel of a picker, as UIKit's private `UIPickerColumnView`.
@MainActor
final class UIPickerColumnView: View {
    let table = UIPickerTableView()

    override init() {
        super.init()
        addSubview(table)
    }

    override var frame: Rect {
        didSet { table.frame = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height) }
    }
}

/// A wheel's rows, as UIKit's private `UIPickerTableView`: a cell per visible row, each with a
/// label showing the row.
@MainActor
final class UIPickerTableView: View {
    private var labels: [Label] = []

    override init() {
        super.init()
        for _ in 0..<PickerView.visibleRowCount {
            let cell = UIPickerTableViewWrapperCell()
            let label = Label()
            cell.addSubview(label)
            labels.append(label)
            addSubview(cell)
        }
    }

    /// Shows `rows`, top to bottom.
    func show(_ rows: [String?]) {
        for (label, row) in zip(labels, rows) { label.text = row }
    }

    override var frame: Rect {
        didSet {
            let height = frame.size.height / Double(max(1, subviews.count))
            for (index, cell) in subviews.enumerated() {
                cell.frame = Rect(x: 0, y: height * Double(index), width: frame.size.width, height: height)
                for label in cell.subviews { label.frame = Rect(x: 0, y: 0, width: frame.size.width, height: height) }
            }
        }
    }
}

/// A row of a wheel, as UIKit's private `UIPickerTableViewWrapperCell`.
@MainActor
final class UIPickerTableViewWrapperCell: View {}
