import Foundation
import QuartzCore

extension UIView {
    /// The view this one is a subview of.
    public var superview: UIView? { superviewStorage }

    /// The subviews, back to front.
    public var subviews: [UIView] { subviewStorage }

    /// The window the view is in (the view itself for a window), or nil.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superviewStorage
        }
        return nil
    }

    /// Adds `view` in front of the other subviews (moving it if it already has a superview).
    /// Its layer goes on top of all the layer's sublayers, also above layers added to the
    /// layer directly, as in UIKit.
    public func addSubview(_ view: UIView) {
        insert(view, api: "addSubview(_:)") { placeOnTop(view) }
    }

    /// Inserts `view` at `index` of the subviews (clamped to the end).
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, api: "insertSubview(_:at:)") { placeInStorage(view, at: index) }
    }

    /// Inserts `view` just above `siblingSubview` in the subviews, its layer just above the
    /// sibling's. When `siblingSubview` is not a subview, `view` goes on top, as in UIKit.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        insert(view, api: "insertSubview(_:aboveSubview:)") {
            guard let index = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else {
                return placeOnTop(view)
            }
            subviewStorage.insert(view, at: index + 1)
            layer.insertSublayer(view.layer, above: siblingSubview.layer)
        }
    }

    /// Inserts `view` just below `siblingSubview` in the subviews, its layer just below the
    /// sibling's. When `siblingSubview` is not a subview, `view` goes on top, as in UIKit.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        insert(view, api: "insertSubview(_:belowSubview:)") {
            guard let index = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else {
                return placeOnTop(view)
            }
            subviewStorage.insert(view, at: index)
            layer.insertSublayer(view.layer, below: siblingSubview.layer)
        }
    }

    /// Moves `view` (a subview) in front of its siblings.
    public func bringSubviewToFront(_ view: UIView) {
        // Already in front: nothing changes (re-adding the layer would mark the view for
        // layout, and a view that keeps a subview in front from its layoutSubviews would
        // lay out again at every pass).
        guard let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        if index == subviewStorage.count - 1, layer.sublayers?.last === view.layer { return }
        subviewStorage.append(subviewStorage.remove(at: index))
        layer.addSublayer(view.layer)
    }

    /// Moves `view` (a subview) behind its siblings.
    public func sendSubviewToBack(_ view: UIView) {
        // Already at the back: nothing changes (see bringSubviewToFront).
        guard let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        if index == 0, layer.sublayers?.first === view.layer { return }
        subviewStorage.insert(subviewStorage.remove(at: index), at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Swaps the subviews at two indices, and their layers' places among the sublayers
    /// (layers added to the layer directly keep theirs).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard index1 != index2, subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2) else {
            return
        }
        let (low, high) = (min(index1, index2), max(index1, index2))
        let lowLayer = subviewStorage[low].layer, highLayer = subviewStorage[high].layer
        subviewStorage.swapAt(index1, index2)
        guard let sublayers = layer.sublayers, let lowPlace = sublayers.firstIndex(where: { $0 === lowLayer }),
              let highPlace = sublayers.firstIndex(where: { $0 === highLayer }) else { return }
        // The back layer moves up into the front one's place after the front one took its place.
        layer.insertSublayer(highLayer, at: UInt32(lowPlace))
        layer.insertSublayer(lowLayer, at: UInt32(highPlace))
    }

    /// Removes the view from its superview, with the hierarchy callbacks.
    public func removeFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        resignFirstResponder(leaving: oldWindow)
        stopGestureRecognizers(leaving: oldWindow)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        let carriesAutoLayout = leaveLayoutTree()
        parent.subviewStorage.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superviewStorage = nil
        parent.setNeedsLayout()
        joinLayoutTree(carrying: carriesAutoLayout)
        hierarchyChangedTraits()
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superviewStorage
        }
        return false
    }

    /// The first view with `tag`, searching this view and then its subviews, depth first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviewStorage {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The insertion every public method ends in: callbacks in UIKit's order (scenario
    /// 42); `place` puts the view among the subviews and its layer among the sublayers, in
    /// the same order. The view is out of `subviewStorage` when `place` runs.
    private func insert(_ view: UIView, api: String, place: () -> Void) {
        checkCanAdopt(view, api: api)
        if view.superviewStorage === self {
            // Reordering within the same superview: no hierarchy callbacks.
            subviewStorage.removeAll { $0 === view }
            place()
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.superviewStorage?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow {
            view.resignFirstResponder(leaving: oldWindow)
            view.stopGestureRecognizers(leaving: oldWindow)
            view.notifyWillMove(toWindow: newWindow)
        }
        let carriesAutoLayout = view.leaveLayoutTree()
        if let old = view.superviewStorage {
            old.subviewStorage.removeAll { $0 === view }
        }
        view.superviewStorage = self
        place()
        view.joinLayoutTree(carrying: carriesAutoLayout)
        view.hierarchyChangedTraits()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        // An inherited tint may differ in the new place.
        if view.tintColorStorage == nil { view.propagateTintChange() }
    }

    /// Puts `view` last among the subviews and its layer above every sublayer, also those
    /// added to the layer directly.
    private func placeOnTop(_ view: UIView) {
        subviewStorage.append(view)
        layer.addSublayer(view.layer)
    }

    private func placeInStorage(_ view: UIView, at index: Int) {
        let position = max(0, min(index, subviewStorage.count))
        subviewStorage.insert(view, at: position)
        if position + 1 < subviewStorage.count {
            layer.insertSublayer(view.layer, below: subviewStorage[position + 1].layer)
        } else if position > 0 {
            layer.insertSublayer(view.layer, above: subviewStorage[position - 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    private func checkCanAdopt(_ view: UIView, api: String) {
        precondition(!isDescendant(of: view),
                     "UIView.\(api): cannot add a view to itself or to one of its own descendants; "
                         + "add it to a view outside its subtree")
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        viewControllerStorage?.rootViewWillMove(toWindow: newWindow)
        for subview in subviewStorage { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        if let screen = window?.screen {
            layer.contentsScale = contentScale(on: screen)
            applyAppearance()
        }
        didMoveToWindow()
        viewControllerStorage?.rootViewDidMoveToWindow()
        for subview in subviewStorage { subview.notifyDidMoveToWindow() }
    }

    /// Draws the view and its subviews at `screen`'s scale (their window moved there).
    func adoptScale(of screen: UIScreen) {
        layer.contentsScale = contentScale(on: screen)
        for subview in subviewStorage { subview.adoptScale(of: screen) }
    }
}
