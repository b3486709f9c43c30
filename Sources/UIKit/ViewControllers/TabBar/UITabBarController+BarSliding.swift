import Foundation

/// `hidesBottomBarWhenPushed`: while a controller pushed with it is in the selected
/// navigation controller's stack, the tab bar is hidden. An animated push that hides it
/// carries the bar away inside the leaving view (it moves and darkens with it, and the
/// arriving view slides over it); a pop that shows it brings it back inside the revealed
/// view, as UIKit does. The bar returns to the tab bar controller's view when the
/// transition ends, finished or cancelled.
extension UITabBarController {
    /// Whether a navigation stack hides the tab bar: a controller above the root asks for it
    /// (it stays hidden until that controller is popped, also under controllers pushed on it).
    static func stackHidesBar(_ stack: [UIViewController]) -> Bool {
        stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Whether the bar is hidden now, for the selected navigation controller's stack.
    var hidesTabBarForSelection: Bool {
        guard let navigation = shownController as? UINavigationController else { return false }
        return Self.stackHidesBar(navigation.viewControllers)
    }

    /// `navigation` starts an animated transition from `from` to `to` (its stack already
    /// changed from `oldStack`): when that shows or hides the bar, the bar rides in the view
    /// that covers or reveals it until `coordinator`'s transition ends.
    func slideBar(with navigation: UINavigationController, from: UIViewController, to: UIViewController,
                  oldStack: [UIViewController], coordinator: TransitionCoordinator) {
        guard navigation === shownController, let root = viewIfLoaded, slidingBarHost == nil else { return }
        let hides = hidesTabBarForSelection
        guard hides != Self.stackHidesBar(oldStack), let host = (hides ? from : to).viewIfLoaded else { return }
        let bar = tabBar
        let frame = root.convert(visibleBarFrame(in: root), to: host)
        slidingBarHost = host
        UIView.performWithoutAnimation {
            host.addSubview(bar)
            bar.frame = frame
            bar.isHidden = false
        }
        _ = coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.endBarSlide() }
    }

    /// The transition carrying the bar ended: the bar goes back to the controller's view and
    /// its place there.
    private func endBarSlide() {
        slidingBarHost = nil
        guard let root = viewIfLoaded else { return }
        UIView.performWithoutAnimation {
            root.addSubview(tabBar)
            layoutBarAndContent()
        }
    }
}
