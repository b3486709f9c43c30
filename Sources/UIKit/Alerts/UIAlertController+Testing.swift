import CoreGraphics
import Foundation

/// What tests read of an alert on screen.
@_spi(Testing) extension UIAlertController {
    /// A button as shown.
    @_spi(Testing) public struct ShownButton {
        /// The action it chooses.
        public let action: UIAlertAction
        /// Its frame in its window's coordinates.
        public let frame: CGRect
        /// Whether a finger on it lights it up now.
        public let isHighlighted: Bool
        /// Its title's font and colour.
        public let font: UIFont
        public let titleColor: UIColor
    }

    /// The buttons, in the order shown (top to bottom, left to right).
    public var shownButtons: [ShownButton] {
        guard let view = viewIfLoaded as? AlertControllerView else { return [] }
        view.layoutIfNeeded()
        return view.rowViews.map { row in
            ShownButton(action: row.action, frame: row.convert(row.bounds, to: nil), isHighlighted: row.isHighlighted,
                        font: row.label.font, titleColor: row.label.textColor)
        }
    }

    /// The frames of the rounded blocks, in the window's coordinates: one for an alert; an
    /// action sheet's actions, then its Cancel block.
    public var shownBlockFrames: [CGRect] {
        guard let view = viewIfLoaded as? AlertControllerView else { return [] }
        view.layoutIfNeeded()
        return view.blockViews.map { $0.convert($0.bounds, to: nil) }
    }

    /// The title's and message's frames in the window's coordinates (nil: not shown).
    public var shownTextFrames: (title: CGRect?, message: CGRect?) {
        guard let view = viewIfLoaded as? AlertControllerView else { return (nil, nil) }
        view.layoutIfNeeded()
        func frame(_ label: UILabel) -> CGRect? {
            label.superview == nil ? nil : label.convert(label.bounds, to: nil)
        }
        return (frame(view.titleLabel), frame(view.messageLabel))
    }

    /// The frames around the text fields (white, rounded), top to bottom, in the window's
    /// coordinates.
    public var shownTextFieldFrames: [CGRect] {
        guard let view = viewIfLoaded as? AlertControllerView else { return [] }
        view.layoutIfNeeded()
        return view.textFieldViews.map { $0.convert($0.bounds, to: nil) }
    }
}
