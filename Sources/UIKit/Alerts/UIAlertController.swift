import Foundation

/// A view controller showing an alert (a rounded box in the middle of the screen) or an
/// action sheet (blocks of buttons along the bottom), each with an optional title and
/// message and the actions added. Present it with `present(_:animated:completion:)`: a
/// dimming view covers what is below, and choosing an action (lifting the finger on its
/// button; for an action sheet, tapping outside it chooses its Cancel action) dismisses the
/// alert and then calls the action's handler.
///
/// The layout follows iOS 17 (AlertLayout): an alert is 270 points wide with its buttons
/// side by side when there are two that fit (Cancel on the left) and stacked otherwise
/// (Cancel last); an action sheet spans the screen less 8-point margins, with Cancel in
/// its own block at the bottom. An alert can hold text fields
/// (`addTextField(configurationHandler:)`), stacked below the message; the first begins
/// editing when the alert appears. On an iPad an action sheet is a popover
/// (UIAlertController+Popover).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The two kinds of alert, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Buttons along the bottom of the screen (a popover on an iPad).
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    // `UIAlertController()` is an action sheet in UIKit too: the style's zero value.
    private var styleStorage = Style.actionSheet
    /// The actions, in the order added (UIAlertController+Actions).
    var actionList: [UIAlertAction] = []
    /// The presentation style set by the app, if any.
    private var presentationStyleStorage: UIModalPresentationStyle?
    /// The action chosen, from the touch that chose it until its handler has run.
    var chosenAction: UIAlertAction?
    /// The text fields, in the order added (UIAlertController+TextFields).
    var textFieldList: [UITextField] = []

    /// An alert of `preferredStyle` with `title` and `message` (either may be nil) and no
    /// actions yet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        styleStorage = preferredStyle
        self.title = title
        self.message = message
    }

    /// The alert's title, bold at the top (gray and smaller in an action sheet); nil or
    /// empty shows none. An alert on screen is laid out again when it changes.
    open override var title: String? {
        didSet { contentDidChange() }
    }

    /// The text below the title; nil or empty shows none.
    open var message: String? {
        didSet { contentDidChange() }
    }

    /// Whether this is an alert or an action sheet; set when it is made.
    open var preferredStyle: Style { styleStorage }

    /// The actions, in the order added.
    open var actions: [UIAlertAction] { actionList }

    /// Adds a button for `action`. An alert can have one `.cancel` action: adding a second
    /// stops the program, as UIKit's exception does.
    open func addAction(_ action: UIAlertAction) { appendAction(action) }

    /// Adds a text field below the message (and any earlier field), after letting
    /// `configurationHandler` set it up (placeholder, secure entry, keyboard…). Alerts only:
    /// adding one to an action sheet stops the program, as UIKit's exception does.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        appendTextField(configurationHandler: configurationHandler)
    }

    /// The text fields, in the order added; nil when there are none.
    open var textFields: [UITextField]? { textFieldList.isEmpty ? nil : textFieldList }

    /// The action the alert suggests: its title is bold instead of the Cancel action's.
    /// Alerts only (action sheets ignore it). It must be one of `actions`: setting another
    /// stops the program.
    open var preferredAction: UIAlertAction? {
        didSet { checkPreferredAction() }
    }

    /// `.popover` for an action sheet on an iPad (so `popoverPresentationController` is
    /// there to give it a source), else `.custom`. An alert, and an action sheet in a compact
    /// width, is shown by its own presentation whatever the style.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { presentationStyleStorage ?? (preferredStyle == .actionSheet && Self.onPad ? .popover : .custom) }
        set { presentationStyleStorage = newValue }
    }

    /// The first text field begins editing as the alert appears (once it is in the
    /// window, before the transition's animation).
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        focusFirstTextField()
    }

    /// The alert's view: the alert box, or an action sheet's blocks.
    open override func loadView() {
        view = AlertControllerView(alert: self)
    }

    override func makePresentationController(style: UIModalPresentationStyle,
                                             presentedBy presenting: UIViewController?) -> UIPresentationController {
        if style == .popover, preferredStyle == .actionSheet {
            return super.makePresentationController(style: style, presentedBy: presenting)
        }
        return AlertPresentationController(alert: self, presentedBy: presenting)
    }

    /// The size of an action sheet shown as a popover (its title, message and actions but
    /// Cancel, 304 points wide); otherwise what was set.
    open override var preferredContentSize: CGSize {
        get { isShownAsPopover ? popoverContentSize : super.preferredContentSize }
        set { super.preferredContentSize = newValue }
    }
}
