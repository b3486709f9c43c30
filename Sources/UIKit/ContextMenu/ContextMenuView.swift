import CoreGraphics
import Foundation

/// What a context menu puts over its window: a backdrop covering the window that takes
/// every touch outside the menu (dimmed for a rich menu, clear for a compact one), the
/// preview, and the list over its shadow. A tap on the backdrop dismisses the menu.
final class ContextMenuView: UIView {
    /// The backdrop of a rich menu: iOS blurs and dims what is behind; this is a
    /// translucent light grey without the blur.
    static let dimmingColor = UIColor(red: 0.85, green: 0.85, blue: 0.87, alpha: 0.72)

    let dimmingView = UIView()
    let preview: ContextMenuPreviewView?
    /// The list's shadow, drawn from a path (the list clips to its corners, which would
    /// clip a shadow of its own).
    let listShadow = UIView()
    let list = ContextMenuListView()
    weak var presentation: ContextMenuPresentation? {
        didSet {
            list.presentation = presentation
            preview?.presentation = presentation
        }
    }

    /// A backdrop, dimmed when `dims`, with `preview` (if any) and the list.
    init(preview: ContextMenuPreviewView?, dims: Bool) {
        self.preview = preview
        super.init(frame: .zero)
        dimmingView.backgroundColor = dims ? ContextMenuView.dimmingColor : nil
        dimmingView.isUserInteractionEnabled = false
        addSubview(dimmingView)
        if let preview { addSubview(preview) }
        listShadow.isUserInteractionEnabled = false
        listShadow.layer.shadowOpacity = 0.15
        listShadow.layer.shadowRadius = 24
        listShadow.layer.shadowOffset = CGSize(width: 0, height: 8)
        addSubview(listShadow)
        addSubview(list)
    }

    /// The menu's views are made by the presentation only.
    required init?(coder: NSCoder) { nil }

    /// Puts the parts where `placement` says (in this view's coordinates, which are the
    /// window's).
    func apply(_ placement: ContextMenuLayout.Placement) {
        dimmingView.frame = bounds
        preview?.frame = placement.preview
        preview?.layoutIfNeeded()
        list.frame = placement.list
        listShadow.frame = placement.list
        listShadow.layer.shadowPath = UIBezierPath(roundedRect: listShadow.bounds,
                                                   cornerRadius: ContextMenuLayout.cornerRadius).cgPath
    }

    // The backdrop: touches that reach this view are outside the preview and the list.

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        presentation?.backdropTapped()
    }
}
