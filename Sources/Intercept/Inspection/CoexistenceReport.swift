/// What sits between each intercepted host and the app's code, and what was found wrong there
/// (behavior Q1).
///
/// The failures that delegate-proxy SDKs are known for come from coexisting with other SDKs: a
/// second proxy that hides whom it forwards to, a host subclass that never calls `super` in its
/// `delegate` setter, two SDKs exchanging the same method. Intercept sees through chains of
/// proxies (D8); this report says what it saw, so a developer can read it instead of guessing.
///
/// It is plain data (`Codable`), with a readable ``description``. Take one with
/// `interception.coexistenceReport()` (InterceptHeadless, InterceptUIKit), or with
/// `Interception.coexistenceReport(methodHooks:isOpaqueForwarder:runtimeClass:)` on another platform.
public struct CoexistenceReport: Sendable, Equatable, Codable, CustomStringConvertible {
    /// One object in a host's delegate chain, in the order the host's calls travel.
    public struct Link: Sendable, Equatable, Codable {
        /// Who the object belongs to.
        public enum Role: String, Sendable, Equatable, Codable {
            /// A proxy of this interception.
            case ours
            /// A proxy of Intercept's owned by another interception (or left by one that is gone).
            case anotherInterception
            /// Another library's proxy that says whom it forwards to (it adopts
            /// ``DelegateForwarding``): the walk went on through it.
            case foreignSeenThrough
            /// Another library's proxy that forwards messages without saying to whom: the walk
            /// ends there, and what is behind it is unknown.
            case foreignOpaque
            /// The end of the chain: the app's delegate.
            case delegate
        }

        /// The object's type name.
        public var type: String
        /// Who it belongs to.
        public var role: Role

        /// Creates a link.
        @_spi(Platform) public init(type: String, role: Role) {
            self.type = type
            self.role = role
        }
    }

    /// A proxy of Intercept's that was assigned as a delegate, and which Intercept replaced by the
    /// delegate it stands for (D5).
    public struct Unwrapped: Sendable, Equatable, Codable {
        /// The host the proxy belongs to.
        public var proxyHost: HostIdentity
        /// The type of the delegate it stood for, which the host got instead.
        public var delegateType: String?

        /// Creates an entry.
        @_spi(Platform) public init(proxyHost: HostIdentity, delegateType: String?) {
            self.proxyHost = proxyHost
            self.delegateType = delegateType
        }
    }

    /// Something in a host's setup that can make events go missing, doubled, or the app misbehave.
    public struct Conflict: Sendable, Equatable, Codable, CustomStringConvertible {
        /// The kind of problem.
        public enum Kind: String, Sendable, Equatable, Codable {
            /// Another library's proxy forwards messages without saying to whom: Intercept cannot
            /// tell whether it calls back into Intercept's proxy (a loop) or past it (lost events).
            /// Adopting ``DelegateForwarding`` in that proxy removes the doubt.
            case foreignProxyHidesForwardee
            /// The host reports a delegate that Intercept never heard assigned: a subclass
            /// overrides `delegate` and does not call `super`, so the host still calls the old one.
            case setterSkipsSuper
            /// A delegate was assigned while another interception owned the host: this
            /// interception reports nothing for it.
            case assignedWhileOwnedByAnother
            /// The chain is longer than the walk's bound, or loops back on itself.
            case chainTooLong
            /// Another library replaced the implementation of a method Intercept hooked.
            case methodHookReplaced
            /// Another library replaced the class of Intercept's proxy at run time (isa-swizzling,
            /// as Sensors Analytics does to every list delegate that handles selections, when its
            /// `setDelegate:` hook runs after Intercept's): the host's calls reach that library's
            /// methods first, and one that calls the delegate the host's getter reports (the
            /// app's, D11) instead of its receiver bypasses Intercept, so selections go
            /// unreported.
            case proxyClassReplaced
        }

        /// The kind of problem.
        public var kind: Kind
        /// What was seen: the types or identities involved.
        public var detail: String

        /// Creates a conflict.
        @_spi(Platform) public init(kind: Kind, detail: String) {
            self.kind = kind
            self.detail = detail
        }

        /// `kind: detail`.
        public var description: String { "\(kind.rawValue): \(detail)" }
    }

    /// A host this interception installed on, or tried to.
    public struct Host: Sendable, Equatable, Codable {
        /// The kind of host.
        public var kind: TrackingSnapshot.Host.Kind
        /// The host's type name.
        public var type: String
        /// The identity its events carry, when it is intercepted.
        public var identity: HostIdentity?
        /// Who tracks it now.
        public var state: TrackingSnapshot.Host.State
        /// For lists: the objects the host's calls go through, from what its storage holds to the
        /// app's delegate (empty when it has none; recognizers have no chain).
        public var chain: [Link]
        /// Proxies of Intercept's assigned to this host as delegates, and unwrapped (latest last).
        public var unwrapped: [Unwrapped]
        /// What was found wrong.
        public var conflicts: [Conflict]
    }

    /// The hosts this interception installed on or was asked to, in that order, while they live.
    public var hosts: [Host]
    /// The platform methods Intercept hooked, and whether each still runs Intercept's code
    /// (empty on a platform without hooks).
    public var methodHooks: [MethodHook]
    /// Every platform assumption of the adapter, whether it is checked at run time, and its
    /// violations (B4).
    public var assumptions: [Assumption]

    /// Creates a report; `Interception.coexistenceReport(methodHooks:isOpaqueForwarder:runtimeClass:)` makes
    /// one from what the interception saw.
    @_spi(Platform) public init(hosts: [Host], methodHooks: [MethodHook], assumptions: [Assumption] = []) {
        self.hosts = hosts
        self.methodHooks = methodHooks
        self.assumptions = assumptions
    }

    /// Every conflict: the hosts' and those of the method hooks.
    public var conflicts: [Conflict] {
        hosts.flatMap(\.conflicts) + methodHooks.compactMap(\.conflict)
    }

    /// A readable, multi-line summary.
    public var description: String {
        var lines = ["Coexistence report: \(hosts.count) hosts, \(methodHooks.count) method hooks, \(conflicts.count) conflicts"]
        for host in hosts {
            lines.append("  \(host.kind.rawValue) \(host.identity?.description ?? host.type): \(host.state.rawValue)")
            if !host.chain.isEmpty {
                lines.append("    chain: " + host.chain.map { "\($0.type) (\($0.role.rawValue))" }.joined(separator: " -> "))
            }
            for unwrapped in host.unwrapped {
                lines.append("    unwrapped: the proxy of \(unwrapped.proxyHost), standing for \(unwrapped.delegateType ?? "nothing")")
            }
            for conflict in host.conflicts { lines.append("    conflict \(conflict)") }
        }
        for hook in methodHooks {
            lines.append("  hook \(hook.name): " + (hook.isOurs ? "ours" : "replaced by \(hook.currentImage ?? "an unknown image")"))
        }
        if !assumptions.isEmpty {
            let checked = assumptions.filter(\.isCheckedAtRunTime)
            lines.append("Assumptions: \(assumptions.count) named, \(checked.count) checked at run time, \(checked.reduce(0) { $0 + $1.violations }) violations")
            for assumption in assumptions {
                lines.append("  assumption \(assumption)")
                for detail in assumption.details { lines.append("    \(detail)") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
