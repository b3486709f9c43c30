import Foundation

/// A bar of buttons along the bottom of a screen: bar button items laid out in a row,
/// flexible spaces sharing the width left over, on a background its appearance describes.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// The items shown, leading to trailing.
    open var items: [UIBarButtonItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }
    /// The toolbar's delegate, which may say where it is.
    open weak var delegate: (any UIToolbarDelegate)? { didSet { setNeedsLayout() } }
    /// The legacy style; kept, not drawn (docs/DIFFERENCES.md). Default `.default`.
    open var barStyle: UIBarStyle = .default
    /// Whether the default background is translucent; false makes it opaque. Default true.
    open var isTranslucent = true { didSet { setNeedsLayout() } }
    /// A colour for the background, over the default appearance's. Default nil.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The appearance in regular heights. The toolbar keeps a copy.
    open var standardAppearance: UIToolbarAppearance {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue.copy() as! UIToolbarAppearance; setNeedsLayout() }
    }
    /// The appearance in compact heights; nil uses `standardAppearance`.
    open var compactAppearance: UIToolbarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy() as? UIToolbarAppearance; setNeedsLayout() }
    }
    /// The appearance when content scrolled under the toolbar reaches its edge (always, for
    /// a toolbar with no scroll view); nil uses `standardAppearance` with a transparent
    /// background.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UIToolbarAppearance; setNeedsLayout() }
    }
    /// The scroll-edge appearance in compact heights; nil uses `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy() as? UIToolbarAppearance
            setNeedsLayout()
        }
    }

    private var itemsStorage: [UIBarButtonItem]?
    private var standardAppearanceStorage = UIToolbarAppearance()
    private var itemViews: [ObjectIdentifier: BarButtonItemView] = [:]
    let backgroundView = BarBackgroundView()
    /// Whether content scrolled under the toolbar is at its edge: true until a navigation
    /// controller's scroll view says otherwise.
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
    }

    /// Sets the items; animated changes fade items in and out.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let old = itemViews
        itemsStorage = items
        var kept: [ObjectIdentifier: BarButtonItemView] = [:]
        for item in items ?? [] where !item.isSpace {
            let key = ObjectIdentifier(item)
            if let view = old[key] {
                kept[key] = view
            } else {
                let view = BarButtonItemView(item: item)
                item.owningBar = self
                addSubview(view)
                kept[key] = view
                if animated {
                    view.alpha = 0
                    UIView.animate(withDuration: 0.2) { view.alpha = 1 }
                }
            }
        }
        for (key, view) in old where kept[key] == nil {
            if view.item.owningBar === self { view.item.owningBar = nil }
            if animated {
                UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: { _ in view.removeFromSuperview() })
            } else {
                view.removeFromSuperview()
            }
        }
        itemViews = kept
        setNeedsLayout()
    }

    // MARK: Position

    /// Where the toolbar is: its delegate's answer, else `.bottom`.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .bottom : position
    }

    // MARK: Appearance

    /// The appearance in use for the current height and scroll edge, with the legacy
    /// colours over its background.
    var effectiveAppearance: UIToolbarAppearance {
        let compact = (window?.screen ?? UIScreen.main).hasCompactHeight
        let standard = (compact ? compactAppearance : nil) ?? standardAppearance
        let edge = (compact ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance
        let shown = UIBarAppearance.chosen(standard: standard, edge: edge, atScrollEdge: isAtScrollEdge)
            .copy() as! UIToolbarAppearance
        shown.applyLegacyBackground(barTintColor: barTintColor, isTranslucent: isTranslucent)
        return shown
    }

    // MARK: Size and layout

    /// The toolbar's height for its screen (44 points on phones, 32 in landscape, 50 on
    /// iPads); the width it has.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: (window?.screen ?? UIScreen.main).barHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: (window?.screen ?? UIScreen.main).barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = effectiveAppearance
        backgroundView.apply(appearance)
        backgroundView.shadowAlongTop = barPosition != .top && barPosition != .topAttached
        backgroundView.frame = bounds
        sendSubviewToBack(backgroundView)
        layoutItems(appearance: appearance)
    }

    /// Lays the items out in a row between the margins, 8 points apart, fixed spaces at
    /// their width and flexible spaces sharing what is left; each item as tall as the bar,
    /// its content centred.
    private func layoutItems(appearance: UIToolbarAppearance) {
        let screen = window?.screen ?? UIScreen.main
        let margin = screen.barMargin(forWidth: bounds.width)
        let spacing: CGFloat = 8
        let shown = (items ?? []).filter { !$0.isHidden }
        var widths: [CGFloat] = []
        var flexibleCount = 0
        for item in shown {
            if item.isFlexibleSpace {
                flexibleCount += 1
                widths.append(0)
            } else if item.isSpace {
                widths.append(item.width)
            } else if let view = itemViews[ObjectIdentifier(item)] {
                view.isCompact = screen.hasCompactHeight
                view.buttonAppearance = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
                widths.append(item.width > 0 ? item.width : view.intrinsicContentSize.width)
            } else {
                widths.append(0)
            }
        }
        let gaps = CGFloat(max(0, shown.count - 1)) * spacing
        let free = max(0, bounds.width - 2 * margin - widths.reduce(0, +) - gaps)
        let flexibleWidth = flexibleCount > 0 ? free / CGFloat(flexibleCount) : 0
        var x = margin
        for (item, width) in zip(shown, widths) {
            let itemWidth = item.isFlexibleSpace ? flexibleWidth : width
            if let view = itemViews[ObjectIdentifier(item)] {
                view.isHidden = false
                view.frame = CGRect(x: x, y: 0, width: itemWidth, height: bounds.height)
            }
            x += itemWidth + spacing
        }
        for item in (items ?? []) where item.isHidden { itemViews[ObjectIdentifier(item)]?.isHidden = true }
    }
}
