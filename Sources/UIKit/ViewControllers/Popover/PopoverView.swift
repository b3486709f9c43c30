import CoreGraphics
import Foundation

/// The view a popover shows (UIKit's popover view): a bubble — a rounded rectangle with
/// an arrow on the edge facing the source, its tip rounded — filled with the popover's
/// background colour and casting a soft shadow, holding the presented controller's view
/// in the content area, clipped to the rounded corners. It is the popover presentation
/// controller's `presentedView`.
final class PopoverView: UIView {
    /// The radius rounding the arrow's tip, and the shadow's look (estimates from iOS 17
    /// screenshots, docs/DIFFERENCES.md).
    static let arrowTipRadius: CGFloat = 3
    static let shadowRadius: CGFloat = 20
    static let shadowOpacity: Float = 0.12

    /// The bubble's shape.
    private let bubble = CAShapeLayer()
    /// Clips the content to the rounded corners.
    let contentHolder = UIView()
    /// The layout the bubble is drawn for (its arrow's side and tip).
    var layout: PopoverLayout? {
        didSet { if layout != oldValue { setNeedsLayout() } }
    }
    /// The bubble's colour.
    var fillColor: UIColor = .systemBackground {
        didSet { bubble.fillColor = fillColor.cgColor }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        bubble.fillColor = fillColor.cgColor
        layer.addSublayer(bubble)
        layer.shadowColor = CGColor(gray: 0, alpha: 1)
        layer.shadowOpacity = Self.shadowOpacity
        layer.shadowRadius = Self.shadowRadius
        layer.shadowOffset = .zero
        contentHolder.clipsToBounds = true
        contentHolder.layer.cornerRadius = PopoverLayout.cornerRadius
        addSubview(contentHolder)
    }

    /// Popover views are made by popover presentation controllers only.
    required init?(coder: NSCoder) { nil }

    /// Puts `content` in the content area, filling it.
    func hold(_ content: UIView) {
        UIView.performWithoutAnimation {
            content.frame = contentHolder.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentHolder.addSubview(content)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentArea
        contentHolder.frame = content
        let path = Self.bubblePath(content: content, bounds: bounds, layout: layout)
        UIView.performWithoutAnimation {
            bubble.frame = bounds
            bubble.path = path
        }
        layer.shadowPath = path
    }

    /// The content's rectangle in the bubble: the layout's, or the whole bounds less the
    /// arrow's side when the bounds differ from the layout's (mid-animation).
    private var contentArea: CGRect {
        guard let layout, !layout.arrowDirection.isEmpty else { return bounds }
        let arrow = PopoverLayout.arrowHeight
        switch layout.arrowDirection {
        case .up: return CGRect(x: 0, y: arrow, width: bounds.width, height: max(0, bounds.height - arrow))
        case .down: return CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - arrow))
        case .left: return CGRect(x: arrow, y: 0, width: max(0, bounds.width - arrow), height: bounds.height)
        default: return CGRect(x: 0, y: 0, width: max(0, bounds.width - arrow), height: bounds.height)
        }
    }

    /// The rounded content rectangle joined by the arrow (drawn as one shape: the
    /// non-zero fill rule unites the two subpaths).
    static func bubblePath(content: CGRect, bounds: CGRect, layout: PopoverLayout?) -> CGPath {
        let path = CGMutablePath()
        let radius = min(PopoverLayout.cornerRadius, content.width / 2, content.height / 2)
        path.addRoundedRect(in: content, cornerWidth: radius, cornerHeight: radius)
        guard let layout, !layout.arrowDirection.isEmpty else { return path }
        let half = PopoverLayout.arrowBase / 2
        let tip = layout.arrowTip
        let (base1, apex, base2): (CGPoint, CGPoint, CGPoint) = switch layout.arrowDirection {
        case .up: (CGPoint(x: tip - half, y: content.minY), CGPoint(x: tip, y: bounds.minY),
                   CGPoint(x: tip + half, y: content.minY))
        case .down: (CGPoint(x: tip + half, y: content.maxY), CGPoint(x: tip, y: bounds.maxY),
                     CGPoint(x: tip - half, y: content.maxY))
        case .left: (CGPoint(x: content.minX, y: tip + half), CGPoint(x: bounds.minX, y: tip),
                     CGPoint(x: content.minX, y: tip - half))
        default: (CGPoint(x: content.maxX, y: tip - half), CGPoint(x: bounds.maxX, y: tip),
                  CGPoint(x: content.maxX, y: tip + half))
        }
        path.move(to: base1)
        path.addArc(tangent1End: apex, tangent2End: base2, radius: arrowTipRadius)
        path.addLine(to: base2)
        path.closeSubpath()
        return path
    }
}
