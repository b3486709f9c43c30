import CoreGraphics
import Foundation

/// The view a sheet shows (UIKit's drop-shadow view): it holds the presented controller's
/// view filling it, clips it to the sheet's rounded corners, carries the grabber above it
/// and the pan that drags the sheet. It is the sheet presentation controller's
/// `presentedView`.
final class SheetCardView: UIView {
    /// The grabber's size and its distance from the sheet's top.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTopInset: CGFloat = 5

    let grabber = UIView()
    /// The sheet showing the card.
    weak var sheet: UISheetPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = Self.grabberSize.height / 2
        grabber.isUserInteractionEnabled = false
        grabber.isHidden = true
        addSubview(grabber)
    }

    /// Cards are made by sheets only.
    required init?(coder: NSCoder) { nil }

    /// The sheet whose card holds `view`, if any (the nearest).
    static func sheet(containing view: UIView) -> UISheetPresentationController? {
        var ancestor = view.superview
        while let current = ancestor {
            if let card = current as? SheetCardView { return card.sheet }
            ancestor = current.superview
        }
        return nil
    }

    /// Puts `content` in the card, filling it, below the grabber.
    func hold(_ content: UIView) {
        UIView.performWithoutAnimation {
            content.frame = bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(content, belowSubview: grabber)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        grabber.frame = CGRect(x: ((bounds.width - Self.grabberSize.width) / 2).rounded(), y: Self.grabberTopInset,
                               width: Self.grabberSize.width, height: Self.grabberSize.height)
        bringSubviewToFront(grabber)
    }
}
