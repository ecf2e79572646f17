// Another library that adds members to UIKit's classes with the names of Intercept's conformance
// members (F13).
import UIKit

extension UIView {
    public var parentNode: UIView? { superview }
}

extension UIViewController {
    public var screenTitle: String? { title }
}
