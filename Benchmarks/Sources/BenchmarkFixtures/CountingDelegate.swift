import Foundation
import Intercept
import InterceptHeadless

/// A business delegate doing the least a real one does: counting.
///
/// Its counters are unchecked for exclusivity, so that a direct call, the baseline of the
/// forwarding benchmarks, costs the call and nothing else: a checked counter alone would add about
/// 70 instructions to the baseline and flatter every ratio against it.
@MainActor
public final class CountingDelegate: TableViewDelegate {
    @exclusivity(unchecked) public var displayed = 0
    @exclusivity(unchecked) public var selected = 0
    public init() {}
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) { displayed &+= 1 }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected &+= 1 }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 60 }
}
