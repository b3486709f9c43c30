import CoreGraphics
import Foundation

/// A layout guide for the space the keyboard takes in a view (`view.keyboardLayoutGuide`):
/// the width of the view, from the keyboard's top to the view's bottom while the keyboard
/// shows, and the view's bottom safe area (`usesBottomSafeArea`) while it does not.
/// Constraints to it move with the keyboard, in its animation.
///
/// iOS derives it from `UITrackingLayoutGuide`, whose constraints follow a floating or
/// undocked keyboard from edge to edge; the iPhone's keyboard is always docked, so that
/// class is not declared here and the guide is a `UILayoutGuide`.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard. Default false. The
    /// keyboard here is always docked, so it changes nothing.
    open var followsUndockedKeyboard = false

    /// Whether the guide rests on the view's bottom safe area while the keyboard is hidden
    /// (true, the default), or on the view's bottom (false).
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { keyboardMoved() } }
    }

    /// How far above the keyboard a drag dismissing it interactively starts to move it.
    /// Default 0; negative values count as 0. Stored only: there is no interactive
    /// dismissal here.
    open var keyboardDismissPadding: CGFloat = 0

    public override init() {
        super.init(role: .keyboard, identifier: "UIViewKeyboardLayoutGuide")
        SoftwareKeyboard.current.layoutGuides.append(self)
    }

    /// How much of its owner's bottom the guide covers: the keyboard's overlap with the
    /// owner while it shows, else the owner's bottom safe area (or nothing).
    func height(in owner: UIView) -> CGFloat {
        let resting = usesBottomSafeArea ? owner.reportedSafeAreaInsets.bottom : 0
        guard let keyboard = SoftwareKeyboard.current.frame, let window = owner.window,
              window.screen === UIScreen.main else { return resting }
        let inWindow = owner.convert(owner.bounds, to: nil)
        let bottom = inWindow.maxY + window.frame.minY
        return min(max(0, bottom - keyboard.minY), owner.bounds.height)
    }

    /// The guide's constraints are remade at the next layout.
    func keyboardMoved() {
        guard let owner = owningView else { return }
        owner.treeEngine?.markStale(self)
        owner.setNeedsLayout()
    }
}
