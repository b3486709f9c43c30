import CoreGraphics
import Foundation

/// The context menu on screen, at most one at a time (kept by the environment): its view
/// over the window, the menus open (the configuration's, then each submenu chosen), where
/// its parts go, and the finger on it. A rich menu lifts a preview over a dimmed backdrop;
/// a compact one hangs its list from the source alone. The interaction that presented it
/// decides what choosing a row does and runs the delegate; this object shows, tracks and
/// animates.
@MainActor
package final class ContextMenuPresentation {
    /// The menu on screen (one being dismissed is no longer current).
    package internal(set) static var current: ContextMenuPresentation? {
        get { HostEnvironment.current.uiKit.contextMenu }
        set { HostEnvironment.current.uiKit.contextMenu = newValue }
    }

    /// How long the menu takes to appear and to go.
    static let presentationDuration: TimeInterval = 0.3
    static let dismissalDuration: TimeInterval = 0.25
    /// The list grows from this scale as it appears, and shrinks to it as it goes.
    private static let collapsedScale: CGFloat = 0.85

    private weak var interaction: UIContextMenuInteraction?
    let configuration: UIContextMenuConfiguration
    let appearance: UIContextMenuInteraction.appearance
    /// The preview provider's view controller, if a rich menu's provider made one.
    let previewController: UIViewController?
    private weak var window: UIWindow?
    let view: ContextMenuView
    /// The menus open: the configuration's, then each submenu chosen.
    private(set) var menus: [UIMenu]
    /// Whether the root menu selects one action even without `.singleSelection`.
    private let rootIsSingleSelection: Bool
    /// The source's frame in the window's coordinates.
    private let source: CGRect
    /// Where the list lines up horizontally (window coordinates); nil: the preview's middle.
    private let anchorX: CGFloat?
    private let previewSize: CGSize?
    private(set) var placement: ContextMenuLayout.Placement?
    /// The sections of the menu shown.
    private(set) var sections: [ContextMenuSection] = []
    /// Whether the menu is going (it takes no touches then).
    private(set) var isDismissing = false

    /// A menu for `interaction` showing `menu` next to `source` (window coordinates): rich
    /// with a preview of `previewContent` (natural size `previewSize`), or compact lined up
    /// with `anchorX`.
    init(interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, menu: UIMenu,
         rootIsSingleSelection: Bool, window: UIWindow, source: CGRect, anchorX: CGFloat?,
         preview: (content: UIView, size: CGSize, cornerRadius: CGFloat, controller: UIViewController?)?) {
        self.interaction = interaction
        self.configuration = configuration
        appearance = preview == nil ? .compact : .rich
        previewController = preview?.controller
        self.window = window
        menus = [menu]
        self.rootIsSingleSelection = rootIsSingleSelection
        self.source = source
        self.anchorX = anchorX
        previewSize = preview?.size
        view = ContextMenuView(preview: preview.map { ContextMenuPreviewView(content: $0.content, cornerRadius: $0.cornerRadius) },
                               dims: preview != nil)
        view.presentation = self
    }

    /// The menu shown: the root, or the last submenu opened.
    package var visibleMenu: UIMenu { menus[menus.count - 1] }

    /// Takes the menu away because another menu shows: through its interaction, whose
    /// delegate learns, when the interaction still has it.
    func takeAway() {
        if let interaction, interaction.presentation === self {
            interaction.dismissMenu()
        } else {
            dismiss(with: ContextMenuTransition(previewViewController: previewController), commitStyle: nil)
        }
    }

    /// Whether this is the menu on screen.
    package var isShowing: Bool { ContextMenuPresentation.current === self && !isDismissing }

    // MARK: Appearing and going

    /// Puts the menu on its window, becoming the current menu, and animates it in: the
    /// backdrop fades in, the preview moves from the source to its place, the list grows
    /// from the source's side. `transition` carries the delegate's animations.
    func show(with transition: ContextMenuTransition) {
        guard let window else { return }
        ContextMenuPresentation.current = self
        window.addSubview(view)
        layOut()
        guard let placement else { return }
        view.dimmingView.alpha = 0
        view.list.alpha = 0
        view.listShadow.alpha = 0
        view.list.transform = collapsedTransform(placement)
        view.preview?.frame = source
        view.preview?.layoutIfNeeded()
        transition.run(duration: ContextMenuPresentation.presentationDuration, { [view] in
            view.dimmingView.alpha = 1
            view.list.alpha = 1
            view.listShadow.alpha = 1
            view.list.transform = .identity
            view.apply(placement)
        }, done: {})
    }

    /// Takes the menu away: it stops being current and taking touches at once, and leaves
    /// its window when the animation ends. The preview goes back to the source, or, for a
    /// committed preview that pops, grows and fades.
    func dismiss(with transition: ContextMenuTransition, commitStyle: UIContextMenuInteractionCommitStyle?) {
        guard !isDismissing else { return }
        isDismissing = true
        if ContextMenuPresentation.current === self { ContextMenuPresentation.current = nil }
        view.isUserInteractionEnabled = false
        view.list.highlight(nil)
        let collapsed = placement.map(collapsedTransform) ?? .identity
        transition.run(duration: ContextMenuPresentation.dismissalDuration, { [view, source] in
            view.dimmingView.alpha = 0
            view.list.alpha = 0
            view.listShadow.alpha = 0
            view.list.transform = collapsed
            if let preview = view.preview {
                if commitStyle == .pop {
                    preview.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
                    preview.alpha = 0
                } else {
                    preview.frame = source
                    preview.layoutIfNeeded()
                }
            }
        }, done: { [view] in
            view.removeFromSuperview()
        })
    }

    /// The list shrunk towards the source: scaled about its edge nearest the source.
    private func collapsedTransform(_ placement: ContextMenuLayout.Placement) -> CGAffineTransform {
        let scale = ContextMenuPresentation.collapsedScale
        let shift = (1 - scale) * placement.list.height / 2 * (placement.isAbove ? 1 : -1)
        return CGAffineTransform(translationX: 0, y: shift).scaledBy(x: scale, y: scale)
    }

    // MARK: Contents

    /// Shows `menu` in place of the visible one (the root or the open submenu).
    func replaceVisibleMenu(_ menu: UIMenu) {
        menus[menus.count - 1] = menu
        layOut()
    }

    /// Shows the rows again (an action kept the menu presented and may have changed them).
    func reload() {
        layOut()
    }

    /// Lays out the visible menu: its sections, where the preview and list go, the list's
    /// rows (reversed, for a priority order, when the list is above its source).
    private func layOut() {
        guard let window else { return }
        let scale = window.screen.scale
        let menu = visibleMenu
        sections = ContextMenuSection.sections(of: menu, singleSelection: menus.count == 1 && rootIsSingleSelection)
        let title = menus.count == 1 ? menu.title : nil
        let back = menus.count > 1 ? menu : nil
        let height = sections.isEmpty ? 0
            : ContextMenuListView.contentHeight(title: title, back: back, sections: sections, scale: scale)
        let area = window.bounds.inset(by: window.safeAreaInsets)
            .insetBy(dx: ContextMenuLayout.horizontalMargin, dy: ContextMenuLayout.verticalMargin)
        let placement = ContextMenuLayout.place(source: source, previewSize: previewSize, listHeight: height,
                                                anchorX: anchorX ?? .nan, in: area)
        self.placement = placement
        view.frame = window.bounds
        view.apply(placement)
        view.list.isHidden = sections.isEmpty
        view.listShadow.isHidden = sections.isEmpty
        view.list.show(title: title, back: back, sections: sections,
                       reversed: placement.isAbove && configuration.reversesAboveSource, scale: scale)
    }

    // MARK: Touches

    /// A finger on the menu at `point` (window coordinates): the row under it highlights.
    func trackTouch(at point: CGPoint) {
        guard !isDismissing else { return }
        view.list.highlight(view.list.row(at: view.list.convert(point, from: nil)))
    }

    /// The finger lifted at `point`: the row under it, if any, is chosen.
    func finishTouch(at point: CGPoint) {
        trackTouch(at: point)
        guard !isDismissing, let row = view.list.highlighted else { return }
        view.list.highlight(nil)
        choose(row)
    }

    /// The finger was taken away: nothing is chosen.
    func cancelTouch() {
        view.list.highlight(nil)
    }

    /// A tap outside the preview and the list.
    func backdropTapped() {
        guard !isDismissing else { return }
        interaction?.dismissMenu()
    }

    /// A tap on the preview.
    func previewTapped() {
        guard !isDismissing else { return }
        interaction?.commitPreview(of: self)
    }

    /// Chooses `row`: the back row closes the submenu, a submenu opens in the list's
    /// place, an action or command goes to the interaction.
    private func choose(_ row: ContextMenuRowView) {
        guard row.isEnabled else { return }
        switch row.content {
        case .back:
            menus.removeLast()
            layOut()
        case .entry(.submenu(let submenu, _)):
            menus.append(submenu)
            layOut()
        case .entry(let entry):
            let group = sections.first { section in section.rows.contains { $0.element === entry.element } }?.selectionGroup
            interaction?.contextMenu(self, didChoose: entry, selectionGroup: group)
        }
    }

    // MARK: For tests

    /// The list's frame in the window's coordinates (its final place, whatever the
    /// animation shows).
    package var listFrame: CGRect { placement?.list ?? .null }

    /// The preview's frame in the window's coordinates; nil for a compact menu.
    package var previewFrame: CGRect? { view.preview == nil ? nil : placement?.preview }

    /// Whether the list is above its source.
    package var listIsAbove: Bool { placement?.isAbove ?? false }

    /// The rows shown, top to bottom: their titles and frames in the window's coordinates.
    package var shownRows: [(title: String, frame: CGRect)] {
        view.list.rowViews.map { row in
            let title: String
            switch row.content {
            case .entry(let entry): title = entry.title
            case .back(let menu): title = menu.title
            }
            return (title, row.convert(row.bounds, to: nil))
        }
    }
}
