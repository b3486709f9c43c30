import Foundation

/// The window's root view controller on screen: it appears when the window shows (or when
/// it becomes the root of a shown window) and disappears when the window hides (or another
/// controller replaces it). `viewWillAppear(_:)` comes at once, `viewIsAppearing(_:)` in the
/// layout pass that places the view, `viewDidAppear(_:)` once that pass's commit is done;
/// disappearing is immediate.
extension UIWindow {
    /// `rootViewController` changed from `old`: its view leaves, the new root's view fills
    /// the window; while shown, `old` disappears and the new root appears (the new view
    /// loads first, so `viewDidLoad()` comes before the appearance callbacks).
    func replaceRootViewController(_ old: UIViewController?) {
        let shown = !isHidden
        let new = rootViewController
        new?.loadViewIfNeeded()
        if shown, new != nil { InterfaceRotation.windowWillShow(self) }
        if shown {
            old?.beginAppearanceChange(appearing: false, animated: false)
            new?.beginAppearanceChange(appearing: true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        if let new { install(new) }
        if shown {
            old?.endAppearanceChange()
            new?.endAppearanceChangeAfterCommit()
        }
    }

    /// The window is about to show: its root controller appears.
    func rootViewControllerWillShow() {
        if rootViewController != nil { InterfaceRotation.windowWillShow(self) }
        guard let root = rootViewController,
              root.beginAppearanceChange(appearing: true, animated: false) else { return }
        // Its view is laid out in the coming pass, where viewIsAppearing comes.
        root.viewIfLoaded?.setNeedsLayout()
        root.endAppearanceChangeAfterCommit()
    }

    /// The window is about to hide: its root controller begins to disappear (it ends once
    /// the window is hidden). Returns whether it began.
    func rootViewControllerWillHide() -> Bool {
        rootViewController?.beginAppearanceChange(appearing: false, animated: false) ?? false
    }

    /// Puts `controller`'s view in the window, filling it and following its size.
    private func install(_ controller: UIViewController) {
        let view: UIView = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        view.setNeedsLayout()
    }
}
