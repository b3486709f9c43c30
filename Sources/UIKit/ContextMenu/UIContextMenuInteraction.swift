import CoreGraphics
import Foundation

/// An interaction that shows a context menu for its view: a long press (half a second, as
/// on iPhone) asks the delegate for a configuration and, if it gives one, lifts a preview
/// of the view over a dimmed backdrop with the configuration's menu next to it — below,
/// or above when there is no room. The menu is the list iOS 17 draws: rows with titles,
/// subtitles, images and checkmarks, sections between inline menus, submenus that open in
/// the list's place.
///
/// Choosing a row performs it once and takes the menu away (unless the element keeps the
/// menu presented): a tap, or — with the press still down, or from a touch on the list —
/// sliding along the rows with the highlight following and lifting on one. An action is
/// called with the interaction as its `sender` (the control, for a control's menu); a
/// command goes along the responder chain with the command as the sender. A tap on the
/// backdrop takes the menu away, a tap on the preview commits it. The delegate learns as
/// the menu appears and goes, with animators for its own changes; appearance and
/// dismissal animate on the host clock. Only one context menu (or edit menu) shows at a
/// time.
///
/// A control's interaction (`UIControl.isContextMenuInteractionEnabled`) shows the compact
/// menu: no preview, no dimming, the list hanging from the control.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu is shown.
    public enum appearance: Int, Sendable {
        /// No menu is shown.
        case unknown
        /// A modal menu with a preview.
        case rich
        /// A menu without a preview, next to its source.
        case compact
    }

    /// The object that gives the menu's configuration and learns as it comes and goes.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction belongs to.
    public private(set) weak var view: UIView?

    /// The menu this interaction shows (until it starts going).
    var presentation: ContextMenuPresentation?
    /// The press that shows the menu, and then follows the finger over it.
    private lazy var press = ContextMenuPress(interaction: self)
    /// Where the menu was asked for, in the window's coordinates.
    var triggerLocation: CGPoint?
    /// The view the menu is for, when it is a part of `view` (a table's row): the preview
    /// shows it and the menu sits next to it. Set by the delegate's configuration.
    weak var targetedView: UIView?

    /// An interaction whose menus `delegate` configures.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        dismissMenu()
        self.view?.removeGestureRecognizer(press.recognizer)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press.recognizer)
    }

    /// The appearance of the menu shown or being shown; `.unknown` when there is none.
    open var menuAppearance: appearance {
        presentation?.isShowing == true ? presentation?.appearance ?? .unknown : .unknown
    }

    /// Where the interaction is, in `view`'s coordinates (the window's when nil): the
    /// finger while it is down, else where the menu was asked for; zero before any.
    open func location(in view: UIView?) -> CGPoint {
        guard let window = self.view?.window else { return .zero }
        let point = press.isFollowing ? press.recognizer.location(in: nil) : triggerLocation ?? .zero
        return view.map { $0.convert(point, from: window) } ?? point
    }

    /// Takes the menu away, if this interaction shows one: the delegate learns
    /// (`willEndFor`), and its completions run when the menu has gone.
    open func dismissMenu() {
        dismiss(commit: nil)
    }

    /// Replaces the visible menu (the root, or the open submenu) with what `block` makes
    /// of it. Does nothing when no menu is shown.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation, presentation.isShowing else { return }
        presentation.replaceVisibleMenu(block(presentation.visibleMenu))
    }

    // MARK: Presenting (UIContextMenuInteraction+Presentation.swift)

    /// The control whose menu this is, if the interaction is a control's own.
    var control: UIControl? {
        guard let control = delegate as? UIControl, control.contextMenuInteraction === self else { return nil }
        return control
    }
}
