import Foundation

/// The ways the bars hide and show besides the swipe: a tap in the content
/// (`hidesBarsOnTap`), the keyboard appearing (`hidesBarsWhenKeyboardAppears`) and a
/// vertically compact environment (`hidesBarsWhenVerticallyCompact`).
extension UINavigationController {
    /// Hides or shows the navigation bar and, when the top controller has toolbar items,
    /// the toolbar (a toolbar with nothing to show is left alone).
    func setBarsHidden(_ hide: Bool, animated: Bool) {
        if isNavigationBarHidden != hide { setNavigationBarHidden(hide, animated: animated) }
        if toolbarItemsShown, isToolbarHidden != hide { setToolbarHidden(hide, animated: animated) }
    }

    /// Whether the toolbar has something to show.
    private var toolbarItemsShown: Bool { !(topViewController?.toolbarItemsStorage ?? []).isEmpty }

    /// The bars' tap runs while a property that uses it is true.
    func updateBarHideTap() {
        barHideTapGesture.isEnabled = hidesBarsOnTap || hidesBarsWhenVerticallyCompact
    }

    /// A tap in the content: toggles the bars with `hidesBarsOnTap`; else shows the bars
    /// that a vertically compact environment hid.
    func handleBarHideTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if hidesBarsOnTap {
            setBarsHidden(!isNavigationBarHidden, animated: true)
        } else if hidesBarsWhenVerticallyCompact, traitCollection.verticalSizeClass == .compact,
                  isNavigationBarHidden {
            setBarsHidden(false, animated: true)
        }
    }

    /// Starts or stops hearing the keyboard appear.
    func observeKeyboard(_ observing: Bool) {
        if let keyboardObserver, !observing {
            NotificationCenter.default.removeObserver(keyboardObserver)
            self.keyboardObserver = nil
        } else if observing, keyboardObserver == nil {
            keyboardObserver = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
            ) { [weak self] _ in
                // The keyboard posts on the main thread.
                MainActor.assumeIsolated { self?.keyboardWillShow() }
            }
        }
    }

    /// The keyboard appears: the bars of a controller on screen hide with it.
    private func keyboardWillShow() {
        guard hidesBarsWhenKeyboardAppears, viewIfLoaded?.window != nil else { return }
        setBarsHidden(true, animated: true)
    }

    /// With `hidesBarsWhenVerticallyCompact`, hides the bars for a compact `sizeClass` and
    /// shows again those it hid for a regular one.
    func followVerticalSizeClass(_ sizeClass: UIUserInterfaceSizeClass, animated: Bool) {
        if hidesBarsWhenVerticallyCompact, sizeClass == .compact {
            guard !isNavigationBarHidden else { return }
            barsHiddenForCompactHeight = true
            setBarsHidden(true, animated: animated)
        } else if barsHiddenForCompactHeight {
            barsHiddenForCompactHeight = false
            setBarsHidden(false, animated: animated)
        }
    }
}
