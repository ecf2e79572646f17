/// A walk up from a view without kept state, level by level, deciding whether it is inside the
/// platform's interface with the input hosts' exception (R10): a level on the lists decides at
/// once while no view of the app's class was passed; once one was, what is on the lists above it
/// counts only if no input host lies above it.
struct InterfaceWalk {
    private var isAppClassViewPassed = false
    private var isMatchedAboveAppClassView = false

    /// Visits the next level up; `matching` says whether it is on the lists. Answers the verdict
    /// when it is decided.
    @MainActor
    mutating func visit(_ view: any ViewNode, matching: Bool, policy: SystemInterfacePolicy) -> Bool? {
        if isAppClassViewPassed {
            if policy.isInputHost(named: view.nodeTypeName) { return false }
            if matching { isMatchedAboveAppClassView = true }
            return nil
        }
        if matching { return true }
        if !policy.inputHostTypeNames.isEmpty, SystemInterfacePolicy.isAppClassView(view) { isAppClassViewPassed = true }
        return nil
    }

    /// The verdict once the walk ended without deciding.
    var verdictAtTop: Bool { isMatchedAboveAppClassView }
}
