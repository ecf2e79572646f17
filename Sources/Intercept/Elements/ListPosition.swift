import Foundation

/// A cell's place in a list: section and row (table) or item (collection) (D3, E5).
///
/// Intercept uses its own type because `IndexPath`'s `section`/`row` accessors come from UIKit,
/// which the core does not import.
public struct ListPosition: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The row (table) or item (collection) index within the section.
    public var index: Int

    /// Creates a position.
    public init(section: Int, index: Int) {
        self.section = section
        self.index = index
    }

    /// Reads a two-level index path; `nil` for index paths of any other length.
    public init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(section: indexPath[0], index: indexPath[1])
    }

    /// "section:index", the `element_position` format (E5).
    public var description: String { "\(section):\(index)" }
}
