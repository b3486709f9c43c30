import Foundation
import UIKit

extension Simulator {
    /// A tap on the status bar: the scroll-to-top gesture. The one visible scroll view with
    /// `scrollsToTop` (none when there are several) scrolls to the top of its content,
    /// animated (let time pass to see it arrive), unless its delegate refuses or it is at
    /// the top already. Returns whether a scroll view started scrolling.
    @discardableResult
    public func tapStatusBar() -> Bool {
        elapse(Simulator.tapDuration)
        return UIScrollView.scrollToTop(forStatusBarTapOn: screen)
    }
}
