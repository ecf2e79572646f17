import Foundation
import Intercept
import InterceptHeadless

/// A business delegate doing the least a real one does: counting.
@MainActor
public final class CountingDelegate: TableViewDelegate {
    public var displayed = 0
    public var selected = 0
    public init() {}
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) { displayed &+= 1 }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected &+= 1 }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 60 }
}
