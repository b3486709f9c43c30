import CoreGraphics
import Foundation

/// The actions revealed at a row's trailing edge: one full-height button per action, the
/// first at the edge, in the action's colour with its title in white.
@MainActor
final class TableRowActionsView: UIView {
    /// The actions, the first nearest the edge, and their buttons in the same order.
    let actions: [UIContextualAction]
    private(set) var buttons: [UIButton] = []
    /// Runs when an action's button is tapped.
    private let chosen: (UIContextualAction, UIButton) -> Void

    /// Horizontal padding around a title.
    static let padding: CGFloat = 15

    init(actions: [UIContextualAction], chosen: @escaping (UIContextualAction, UIButton) -> Void) {
        self.actions = actions
        self.chosen = chosen
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
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
        preconditionFailure("TableRowActionsView is made by the table view only")
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

    override func layoutSubviews() {
        super.layoutSubviews()
        // The first action at the trailing edge, the others before it.
        var right = bounds.width
        for (button, width) in zip(buttons, buttonWidths) {
            button.frame = CGRect(x: right - width, y: 0, width: width, height: bounds.height)
            right -= width
        }
    }
}
