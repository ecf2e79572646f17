/// Every ``PlatformFault`` recorded in this process, in order. Tests take ``count`` before the
/// code under test and check ``recorded(since:)`` after it.
@MainActor
public enum PlatformFaults {
    private static var faults: [PlatformFault] = []

    /// How many faults were recorded so far.
    public static var count: Int { faults.count }

    /// The faults recorded after the first `start` ones.
    public static func recorded(since start: Int) -> [PlatformFault] {
        Array(faults.dropFirst(start))
    }

    static func record(_ fault: PlatformFault) {
        faults.append(fault)
    }
}
