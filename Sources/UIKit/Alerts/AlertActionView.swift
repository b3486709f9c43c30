import CoreGraphics
import Foundation

/// The button of one action in an alert or action sheet: its title, one line, centred,
/// shrinking then truncating in the middle when long; gray when disabled, red when
/// destructive, else the tint colour. Not a control (as in UIKit): the alert's view tracks
/// the finger and highlights the button under it.
final class AlertActionView: UIView {
    /// A highlighted button's fill, over the block's.
    static let highlightColor = UIColor(white: 0, alpha: 0.1)
    /// A disabled action's title.
    static let disabledColor = UIColor.tertiaryLabel

    let action: UIAlertAction
    let label = UILabel()

    /// The button of `action`, its title in `font`.
    init(action: UIAlertAction, font: UIFont) {
        self.action = action
        super.init(frame: .zero)
        label.text = action.title
        label.font = font
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.75
        addSubview(label)
        updateTitleColor()
    }

    /// Buttons are made by the alert's view only.
    required init?(coder: NSCoder) { nil }

    /// Whether the finger is on the button (only an enabled one lights up).
    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? Self.highlightColor : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: min(AlertLayout.actionTitlePadding, bounds.width / 4), dy: 0)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateTitleColor()
    }

    private func updateTitleColor() {
        label.textColor = !action.isEnabled ? Self.disabledColor : action.style == .destructive ? .systemRed : tintColor
    }
}
