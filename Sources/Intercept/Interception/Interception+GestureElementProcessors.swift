extension Interception {
    /// Registers `processor` for recognizers on views of exactly the class `viewType` (or a
    /// subclass the runtime made of it, F8), G6; `nil` removes it.
    ///
    /// The type-safe form of ``gestureElementProcessors``, which stays for private classes the app
    /// cannot name: a metatype cannot be misspelled, and another module's class of the same name
    /// does not match. A class registration wins over a name registration.
    ///
    /// ```swift
    /// interception.setGestureElementProcessor(ActionRowProcessor(rowTypeNames: ["Chip"]), forViewsOf: ChipBar.self)
    /// ```
    public func setGestureElementProcessor(_ processor: (any GestureElementProcessor)?, forViewsOf viewType: AnyClass) {
        gestureElementProcessorsByClass[ObjectIdentifier(viewType)] = processor
    }

    /// The processor for recognitions on `view`: by its class, then by its class name.
    func gestureElementProcessor(for view: any ViewNode) -> (any GestureElementProcessor)? {
        if !gestureElementProcessorsByClass.isEmpty,
            let processor = gestureElementProcessorsByClass[ObjectIdentifier(TypeNames.declaredClass(of: type(of: view)))] {
            return processor
        }
        return gestureElementProcessors[view.nodeTypeName]
    }
}
