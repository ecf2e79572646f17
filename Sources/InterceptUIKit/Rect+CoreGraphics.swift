#if canImport(UIKit)
import CoreGraphics
@_spi(Platform) import Intercept

extension Rect {
    /// The core's rectangle for a Core Graphics one.
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension Point {
    /// The core's point for a Core Graphics one.
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}
#endif
