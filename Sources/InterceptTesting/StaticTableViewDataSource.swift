import Foundation
import InterceptHeadless

/// A table data source over fixed titles, one array per section, for tests and fixtures.
@MainActor
public final class StaticTableViewDataSource: TableViewDataSource {
    /// The row titles, per section.
    public var sections: [[String]]
    /// The reuse identifier cells are dequeued with.
    public let reuseIdentifier = "StaticCell"

    /// Creates a data source showing `sections`.
    public init(sections: [[String]]) {
        self.sections = sections
    }

    /// One section per array of titles.
    public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        cell.textLabel.text = sections[indexPath[0]][indexPath[1]]
        return cell
    }
}
