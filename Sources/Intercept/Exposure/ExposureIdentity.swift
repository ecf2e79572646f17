/// What an impression belongs to (X2): the id a view declares, within the placement that shows
/// it. Two placements that share an id (a category and a product both numbered 3, the same
/// product on two tabs, in two lists of one screen) are two impressions; a recycled row or cell
/// showing an item keeps its placement, so the item stays one impression whichever row shows it.
///
/// The id is kept here as the app gave it: it only keys the tracker's bookkeeping, on the
/// device. What leaves is the screened id (H5).
struct ExposureIdentity: Hashable {
    /// The placement: a declared exposure's screen instance, or a platform view's scroll
    /// container (its list), `nil` outside both.
    var scope: ObjectIdentifier?
    /// A declared exposure's name and the names of the declared containers above it, without
    /// their item identities (`feed/card`), so every row of one `ForEach` shares it; empty for a
    /// platform view, whose list is its placement.
    var name: String
    /// The declared id.
    var id: String

    /// The identity of what `view` shows as `context` declares, when `container` is the scroll
    /// container it is in.
    @MainActor
    init(of view: any ViewNode, context: ExposureContext, container: (any ViewNode)?) {
        id = context.trackingID
        if let declared = view as? DeclaredExposureNode {
            scope = declared.element.screen.map(ObjectIdentifier.init)
            name = declared.placementName
        } else {
            scope = container.map(ObjectIdentifier.init)
            name = ""
        }
    }

    /// Orders identities that have no place on screen to look up: by id, then placement name.
    static func precedes(_ first: ExposureIdentity, _ second: ExposureIdentity) -> Bool {
        first.id != second.id ? first.id < second.id : first.name < second.name
    }
}
