// An app importing Intercept's adapter and the other library: its code must not be ambiguous.
import InterceptUIKit
import OtherLibrary
import UIKit

@MainActor
func readTheOtherLibrarysMembers() -> (UIView?, String?) {
    (UIView().parentNode, UIViewController().screenTitle)
}
