/// A walk up from a view without kept state, level by level, deciding whether it is inside the
/// platform's interface with the input hosts' exception (F17): a level on the lists decides at
/// once while no view of the app's class was passed; once one was, what is on the lists above it
/// counts only if no input host lies above it.
///
/// With `judgesHostedViewsBySlot`, the view placed in an input host is the app's when it is an
/// accessory (``ViewNode/inputHostSlot``), whatever its class (F17). Asking that walks the
/// first responder's chain, so the list hooks' walk (``SystemInterfacePolicy/isSystemList(_:delegate:)``,
/// which may run inside a deallocation) does not.
struct InterfaceWalk {
    private var isAppClassViewPassed = false
    private var isMatchedAboveAppClassView = false
    private let judgesHostedViewsBySlot: Bool
    private var below: (any ViewNode)?

    init(judgesHostedViewsBySlot: Bool = false) {
        self.judgesHostedViewsBySlot = judgesHostedViewsBySlot
    }

    /// Visits the next level up; `matching` says whether it is on the lists. Answers the verdict
    /// when it is decided.
    @MainActor
    mutating func visit(_ view: any ViewNode, matching: Bool, policy: SystemInterfacePolicy) -> Bool? {
        if isAppClassViewPassed {
            if policy.isInputHost(named: view.nodeTypeName) { return false }
            if matching { isMatchedAboveAppClassView = true }
            return nil
        }
        if judgesHostedViewsBySlot, let below, policy.isInputHost(named: view.nodeTypeName), below.inputHostSlot.isAccessory { return false }
        if matching { return true }
        if !policy.inputHostTypeNames.isEmpty, SystemInterfacePolicy.isAppClassView(view) { isAppClassViewPassed = true }
        // UIKit's compatibility wrapper is passed over: the view it holds is the one placed in
        // the host, judged by its slot (F17).
        if !judgesHostedViewsBySlot || below == nil || !SystemInterfacePolicy.isInputWrapper(view) { below = view }
        return nil
    }

    /// The verdict once the walk ended without deciding.
    var verdictAtTop: Bool { isMatchedAboveAppClassView }
}
