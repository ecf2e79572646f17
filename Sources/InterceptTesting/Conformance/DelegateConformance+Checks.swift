extension DelegateConformance {
    /// Runs one check on a fresh scene.
    @MainActor
    func check(_ behavior: ConformanceBehavior, index: Int, method: String) async throws(ExpectationFailure) {
        let scene = ConformanceScene(kit: self, behavior: behavior, index: index, method: method)
        switch behavior {
        case .forwarding: try await scene.checkForwarding()
        case .parity: try await scene.checkParity()
        case .weakDelegate: try await scene.checkWeakDelegate()
        case .oneProxy: try await scene.checkOneProxy()
        case .retarget: try await scene.checkRetarget()
        case .reassignment: try await scene.checkReassignment()
        case .foreignProxy: try await scene.checkForeignProxy()
        case .uninstall: try await scene.checkUninstall()
        case .hiddenProxy: try scene.checkHiddenProxy()
        case .teardown: try await scene.checkTeardown()
        case .callSites: try await scene.checkCallSites()
        case .events: try await scene.checkEvents()
        }
    }
}
