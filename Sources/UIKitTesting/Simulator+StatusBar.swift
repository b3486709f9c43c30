import Foundation
import UIKit

extension Simulator {
    /// Whether screenshots show the status bar as iOS 17 draws it (time "9:41", signal,
    /// Wi-Fi, battery), hidden and styled as the app's view controllers ask. Default false:
    /// screenshots show the app's windows only (docs/DIFFERENCES.md). The status bar's
    /// state (`UIApplication.shared.isStatusBarHidden`, `statusBarFrame`) holds either way.
    public var showsStatusBar: Bool {
        get { StatusBar.current.drawsBar }
        set { StatusBar.current.drawsBar = newValue }
    }

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
