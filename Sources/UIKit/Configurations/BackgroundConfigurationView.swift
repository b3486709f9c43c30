import Foundation

/// The view that draws a `UIBackgroundConfiguration`: a fill view (colour, image, custom
/// view, clipped to the rounded corners) and a stroke view above it (its layer's border),
/// so that a stroke drawn outside the edge (`strokeOutset`) is not clipped away. Both are
/// views, whose layers do not animate changes implicitly.
@MainActor
final class BackgroundConfigurationView: UIView {
    private let fillView = UIView()
    private let imageView = UIImageView()
    private let strokeView = UIView()
    private var customView: UIView?
    private var configuration = UIBackgroundConfiguration.clear()
    /// The corner radius the owner resolved (a button's corner style may replace the
    /// configuration's).
    private var cornerRadius: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        fillView.isUserInteractionEnabled = false
        fillView.clipsToBounds = true
        fillView.layer.cornerCurve = .continuous
        imageView.isHidden = true
        fillView.addSubview(imageView)
        addSubview(fillView)
        strokeView.isUserInteractionEnabled = false
        strokeView.isOpaque = false
        strokeView.layer.cornerCurve = .continuous
        addSubview(strokeView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `configuration` in a view tinted `tintColor`, with `maskedCorners` rounded by
    /// `cornerRadius`.
    func apply(_ configuration: UIBackgroundConfiguration, tintColor: UIColor, cornerRadius: CGFloat,
               maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                              .layerMinXMaxYCorner, .layerMaxXMaxYCorner]) {
        self.configuration = configuration
        self.cornerRadius = cornerRadius.isFinite ? max(0, cornerRadius) : 0
        fillView.layer.maskedCorners = maskedCorners
        strokeView.layer.maskedCorners = maskedCorners
        fillView.backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        imageView.image = configuration.image
        imageView.contentMode = configuration.imageContentMode
        imageView.isHidden = configuration.image == nil
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let customView { fillView.insertSubview(customView, at: 0) }
        }
        let width = configuration.strokeWidth.isFinite ? max(0, configuration.strokeWidth) : 0
        strokeView.layer.borderWidth = width
        strokeView.layer.borderColor = width > 0 ? configuration.resolvedStrokeColor(for: tintColor).cgColor : nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = configuration.backgroundInsets
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let fill = bounds.inset(by: UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                                                 bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing))
        // Insets larger than the bounds leave nothing (CGRect.width would make them positive).
        let fillFrame = fill.size.width >= 0 && fill.size.height >= 0 ? fill : CGRect(origin: fill.origin, size: .zero)
        let radius = min(cornerRadius, min(fillFrame.width, fillFrame.height) / 2)
        fillView.frame = fillFrame
        fillView.layer.cornerRadius = radius
        imageView.frame = fillView.bounds
        customView?.frame = fillView.bounds
        let outset = configuration.strokeOutset.isFinite ? configuration.strokeOutset : 0
        strokeView.frame = fillFrame.insetBy(dx: -outset, dy: -outset)
        strokeView.layer.cornerRadius = radius > 0 ? max(0, radius + outset) : 0
    }
}
