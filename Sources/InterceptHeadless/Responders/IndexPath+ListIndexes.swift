import Foundation

#if !canImport(UIKit)
extension IndexPath {
    /// A table index path; UIKit provides this initializer on Apple platforms.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A collection index path; UIKit provides this initializer on Apple platforms.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section of a two-level index path.
    public var section: Int { self[0] }

    /// The row of a table index path.
    public var row: Int { self[1] }

    /// The item of a collection index path.
    public var item: Int { self[1] }
}
#endif
