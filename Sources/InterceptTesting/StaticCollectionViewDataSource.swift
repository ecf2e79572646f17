import Foundation
import InterceptHeadless

/// A collection data source over fixed titles, one array per section; each cell shows its title
/// in a label inside its content view.
@MainActor
public final class StaticCollectionViewDataSource: CollectionViewDataSource {
    /// The item titles, per section.
    public var sections: [[String]]
    /// The reuse identifier cells are dequeued with.
    public let reuseIdentifier = "StaticItem"

    /// Creates a data source showing `sections`.
    public init(sections: [[String]]) {
        self.sections = sections
    }

    /// One section per array of titles.
    public func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        let label = cell.contentView.subviews.first as? Label ?? {
            let label = Label()
            cell.contentView.addSubview(label)
            return label
        }()
        label.text = sections[indexPath[0]][indexPath[1]]
        return cell
    }
}
