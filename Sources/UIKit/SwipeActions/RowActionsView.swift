import CoreGraphics
import Foundation

/// The actions revealed at one edge of a row (a table view cell's or a list cell's): one
/// full-height button per action, the first at the edge, in the action's colour with its
/// title in white. Opened wider than its buttons (a swipe past them), the buttons widen in
/// proportion; with the full swipe armed, the first takes the whole width. The row slides
/// aside by `shift(in:)`; the view shows in the room it leaves.
@MainActor
final class RowActionsView: UIView {
    /// The side of the row the actions are at.
    enum Edge {
        case leading, trailing
    }

    let edge: Edge
    /// The actions, the first nearest the edge, and their buttons in the same order.
    let configuration: UISwipeActionsConfiguration
    private(set) var buttons: [UIButton] = []
    /// Runs when an action's button is tapped.
    private let chosen: (UIContextualAction, UIButton) -> Void
    /// How wide the actions are open (nil: as wide as their buttons), while a finger drags
    /// them or they spring.
    var openWidth: CGFloat?
    /// Whether a full swipe is armed: the first action takes the whole width.
    var expandsFirst = false

    /// Horizontal padding around a title.
    static let padding: CGFloat = 15

    init(configuration: UISwipeActionsConfiguration, edge: Edge,
         chosen: @escaping (UIContextualAction, UIButton) -> Void) {
        self.configuration = configuration
        self.edge = edge
        self.chosen = chosen
        super.init(frame: .zero)
        clipsToBounds = true
        for action in configuration.actions {
            let button = UIButton(type: .custom)
            button.backgroundColor = action.backgroundColor
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.setImage(action.image, for: .normal)
            button.tintColor = .white
            button.titleLabel?.font = .systemFont(ofSize: 15)
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.chosen(action, button)
            }, for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) {
        preconditionFailure("RowActionsView is made by table views and lists only")
    }

    /// The width of each button: its title (or image) between the paddings.
    private var buttonWidths: [CGFloat] {
        buttons.map { button in
            let content = button.titleLabel?.intrinsicContentSize.width ?? 0
            let image = button.imageView?.image?.size.width ?? 0
            return max(content, image) + 2 * Self.padding
        }
    }

    /// The width all the buttons take.
    var fullWidth: CGFloat { buttonWidths.reduce(0, +) }

    /// The width shown: `openWidth`, else the buttons'.
    var shownWidth: CGFloat { openWidth ?? fullWidth }

    /// How far the actions slide a row of `width`: right for leading ones, left for
    /// trailing ones.
    func shift(inRowOfWidth width: CGFloat) -> CGFloat {
        let shown = min(shownWidth, width)
        return edge == .leading ? shown : -shown
    }

    /// The actions' frame in a row of `bounds` (the room the slide leaves).
    func frame(inRow bounds: CGRect) -> CGRect {
        let shift = shift(inRowOfWidth: bounds.width)
        return CGRect(x: shift > 0 ? 0 : bounds.width + shift, y: 0, width: abs(shift), height: bounds.height)
    }

    /// Puts the actions into `row`, folded at their edge, and opens them with the row's
    /// next layout (0.3 s when animated and in a window).
    func show(in row: UIView, animated: Bool) {
        frame = CGRect(x: edge == .leading ? 0 : row.bounds.width, y: 0, width: 0, height: row.bounds.height)
        row.addSubview(self)
        row.setNeedsLayout()
        if animated, row.window != nil {
            UIView.animate(withDuration: 0.3) { row.layoutIfNeeded() }
        }
    }

    /// Folds the actions back to their edge and takes them out of `row`, which has already
    /// forgotten them (its next layout slides it back).
    func hide(from row: UIView, animated: Bool) {
        row.setNeedsLayout()
        guard animated, row.window != nil else {
            removeFromSuperview()
            return
        }
        let folded = CGRect(x: edge == .leading ? 0 : row.bounds.width, y: 0, width: 0, height: row.bounds.height)
        UIView.animate(withDuration: 0.3, animations: {
            self.frame = folded
            row.layoutIfNeeded()
        }, completion: { _ in self.removeFromSuperview() })
    }

    /// Runs the first action, as a full swipe does.
    func chooseFirst() {
        guard let action = configuration.actions.first, let button = buttons.first else { return }
        chosen(action, button)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let natural = buttonWidths, total = natural.reduce(0, +)
        let stretch = total > 0 ? bounds.width / total : 0
        // From the edge inwards: the first action at the edge, the others after it.
        var offset: CGFloat = 0
        for (index, (button, width)) in zip(buttons, natural).enumerated() {
            let shown = expandsFirst ? (index == 0 ? bounds.width : 0) : width * stretch
            let x = edge == .trailing ? bounds.width - offset - shown : offset
            button.frame = CGRect(x: x, y: 0, width: shown, height: bounds.height)
            offset += shown
        }
    }
}
