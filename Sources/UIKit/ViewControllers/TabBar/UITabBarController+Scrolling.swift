import Foundation

/// The tab bar follows the selected controller's content scroll view (`contentScrollView(for:
/// .bottom)`, asked of a navigation controller's top controller): it shows its scroll-edge
/// appearance while the content ends at or above the bar's top, its standard one while
/// content runs on under it. With no such scroll view it stays at its scroll edge, as on
/// iOS 15 and later.
extension UITabBarController {
    /// The scroll view the bar follows now: the selected controller's (or, for a navigation
    /// controller, its top controller's) content scroll view for the bottom edge.
    private var followedScrollView: UIScrollView? {
        guard let selected = shownController else { return nil }
        let owner = (selected as? UINavigationController)?.topViewController ?? selected
        return owner.contentScrollView(for: .bottom)
    }

    /// The selected controller, its top controller or its scroll view changed: follow the
    /// new one.
    func contentScrollViewsDidChange() {
        let scroll = followedScrollView
        if let old = observedScrollView, old !== scroll, old.tabBarScrollObserver === self {
            old.tabBarScrollObserver = nil
        }
        observedScrollView = scroll
        scroll?.tabBarScrollObserver = self
        updateBarForScrolling()
    }

    /// The scroll view the bar follows moved or changed its content size.
    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === observedScrollView else {
            if scrollView.tabBarScrollObserver === self { scrollView.tabBarScrollObserver = nil }
            return
        }
        updateBarForScrolling()
    }

    /// Sets the bar's scroll edge from where the content ends.
    private func updateBarForScrolling() {
        let bar = tabBar
        guard let root = viewIfLoaded, let scroll = observedScrollView, scroll.isDescendant(of: root) else {
            bar.isAtScrollEdge = true
            return
        }
        let contentBottom = scroll.convert(CGPoint(x: 0, y: scroll.contentSize.height), to: root).y
        bar.isAtScrollEdge = contentBottom <= bar.frame.minY + 0.5
    }
}
