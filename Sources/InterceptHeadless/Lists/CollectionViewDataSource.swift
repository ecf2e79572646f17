import Foundation

/// The headless counterpart of `UICollectionViewDataSource`. Intercept does not intercept it.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    /// One section unless the data source says otherwise, as in UIKit.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
