/// The name of a delegate method, as Objective-C's selectors name methods: what the headless
/// hosts cache answers for and what a proxy forwards by (F3).
///
/// `index` is the method's position in its protocol's list (``TableViewDelegateSelector/all``,
/// ``CollectionViewDelegateSelector/all``), so a host's cache of answers is a bit set.
public struct DelegateSelector: Hashable, Sendable, CustomStringConvertible {
    /// The Objective-C spelling, for example `tableView:heightForRowAtIndexPath:`.
    public let name: String
    /// The method's position in its protocol's list of selectors.
    public let index: Int

    init(_ name: String, index: Int) {
        self.name = name
        self.index = index
    }

    public var description: String { name }
}
