import Foundation
import QuartzCore

/// An object that can respond to and handle events; the base of views, view controllers,
/// windows and the application.
///
/// Every event method's default passes the event to `next`, so a responder that does not
/// override one hands the event up the responder chain; at the end of the chain it is
/// dropped. Overridable members are declared here; first responder management lives in
/// `UIResponder+FirstResponder.swift`.
@preconcurrency @MainActor
open class UIResponder: NSObject, AssociationOwner {
    /// Releases the responder's associated objects with it (see QuartzCore's
    /// `AssociationTable`).
    nonisolated(unsafe) package var associationTracker: AssociationTracker?

    public override init() {
        super.init()
        StandardEditAction.registerImplementations()
    }

    // MARK: Touches

    /// Tells the responder that fingers touched down. The default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }

    /// Tells the responder that touches moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }

    /// Tells the responder that fingers lifted. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }

    /// Tells the responder that the system cancelled touches (an interruption). The default
    /// forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// Tells the responder that physical buttons or keys went down. The default forwards to
    /// `next`; at the end of the chain, keys typed for a first responder adopting
    /// `UIKeyInput` become text input (`TextInputKeys`), as in UIKit.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next {
            next.pressesBegan(presses, with: event)
        } else {
            TextInputKeys.pressesReachedEndOfChain(presses)
        }
    }

    /// Tells the responder that the force of a press changed. The default forwards to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Tells the responder that buttons or keys were released. The default forwards to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Tells the responder that the system cancelled presses. The default forwards to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Motion and remote control

    /// Tells the responder that a motion (a shake) began. The default forwards to `next`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }

    /// Tells the responder that a motion ended. The default forwards to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }

    /// Tells the responder that a motion was cancelled (too long, or not a shake). The
    /// default forwards to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    /// Tells the responder about a remote-control event (play, pause, next track…). The
    /// default forwards to `next`.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    // MARK: First responder

    /// Whether the responder accepts first responder status. Default false.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become the first responder of its window: fails unless
    /// `canBecomeFirstResponder`, the responder is in a window, and the current first
    /// responder agrees to resign. Subclasses that override it must call `super`.
    @discardableResult
    open func becomeFirstResponder() -> Bool { performBecomeFirstResponder() }

    /// Whether the responder gives up first responder status when asked. Default true.
    open var canResignFirstResponder: Bool { true }

    /// Gives up first responder status (true unless `canResignFirstResponder` is false).
    /// Subclasses that override it must call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool { performResignFirstResponder() }

    /// Whether this is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// The next responder in the chain: a view's view controller or superview, a view
    /// controller's view's superview, a window's application, the application's delegate.
    /// Nil by default.
    open var next: UIResponder? { nil }

    // MARK: Input views (Keyboard/InputViews/UIResponder+InputViews.swift)

    /// The view shown instead of the system keyboard while this responder is first
    /// responder. Nil by default: a responder adopting `UIKeyInput` gets the system keyboard.
    /// Subclasses override it (a text field makes it settable); call `reloadInputViews()`
    /// after changing it while first responder.
    open var inputView: UIView? { nil }

    /// A view controller whose view is shown instead of the system keyboard, when
    /// `inputView` is nil. Nil by default.
    open var inputViewController: UIInputViewController? { nil }

    /// A view shown on top of the keyboard (or of the input view, or alone at the bottom of
    /// the screen when there is neither) while this responder is first responder. Nil by
    /// default.
    open var inputAccessoryView: UIView? { nil }

    /// A view controller whose view is shown as the input accessory view, when
    /// `inputAccessoryView` is nil. Nil by default.
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// Makes the keyboard show this first responder's current input views and traits (a new
    /// `inputView`, `inputAccessoryView` or `keyboardType`) at once, without animating them
    /// into place. Does nothing for a responder the keyboard is not serving.
    open func reloadInputViews() { performReloadInputViews() }

    // MARK: Undo

    /// The nearest undo manager up the responder chain: by default the next responder's,
    /// which for a view in a window is the window's own.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Actions (UIResponder+EditActions.swift)

    /// Whether this responder can perform `action` now (an edit-menu command, a nil-targeted
    /// action). The default is true when the responder's class implements the action and
    /// otherwise the next responder's answer. Override it to enable or disable commands by
    /// context, calling `super` for the actions you do not decide.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        performCanPerformAction(action, withSender: sender)
    }

    /// The object that performs `action`: this responder when it implements the action and
    /// `canPerformAction(_:withSender:)` agrees, else the next responder's answer; nil at
    /// the end of the chain.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        findTarget(forAction: action, withSender: sender)
    }

    // MARK: Standard edit actions (UIResponderStandardEditActions.swift)
    //
    // UIResponder implements none of these: a responder implements one by overriding it
    // (`override func copy(_ sender: Any?)`), which is what `canPerformAction` looks for.
    // Calling UIResponder's own does nothing.

    /// Removes the selection and puts it on the pasteboard (the Cut command).
    open func cut(_ sender: Any?) {}
    /// Puts the selection on the pasteboard (the Copy command).
    open func copy(_ sender: Any?) {}
    /// Inserts the pasteboard's contents at the selection (the Paste command).
    open func paste(_ sender: Any?) {}
    /// Pastes, matching the style of the text around the insertion point.
    open func pasteAndMatchStyle(_ sender: Any?) {}
    /// Pastes and goes to the pasted address.
    open func pasteAndGo(_ sender: Any?) {}
    /// Pastes and searches for the pasted text.
    open func pasteAndSearch(_ sender: Any?) {}
    /// Selects the content at the insertion point, such as a word (the Select command).
    open func select(_ sender: Any?) {}
    /// Selects all the content (the Select All command).
    open func selectAll(_ sender: Any?) {}
    /// Removes the selection without putting it on the pasteboard (the Delete command).
    open func delete(_ sender: Any?) {}
    /// Makes the writing direction of the selection left to right.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// Makes the writing direction of the selection right to left.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// Toggles bold type in the selection.
    open func toggleBoldface(_ sender: Any?) {}
    /// Toggles italic type in the selection.
    open func toggleItalics(_ sender: Any?) {}
    /// Toggles underlining in the selection.
    open func toggleUnderline(_ sender: Any?) {}
    /// Makes the font of the selection larger.
    open func increaseSize(_ sender: Any?) {}
    /// Makes the font of the selection smaller.
    open func decreaseSize(_ sender: Any?) {}
    /// Shows the find interface.
    open func find(_ sender: Any?) {}
    /// Shows the find-and-replace interface.
    open func findAndReplace(_ sender: Any?) {}
    /// Finds the next match.
    open func findNext(_ sender: Any?) {}
    /// Finds the previous match.
    open func findPrevious(_ sender: Any?) {}
    /// Makes the selection the text to find.
    open func useSelectionForFind(_ sender: Any?) {}
    /// Renames the selected item.
    open func rename(_ sender: Any?) {}
    /// Duplicates the selected item.
    open func duplicate(_ sender: Any?) {}
    /// Moves the selected item.
    open func move(_ sender: Any?) {}
    /// Exports the selected item.
    open func export(_ sender: Any?) {}
}
