import CoreGraphics
import Foundation

/// Where a sheet goes, as iOS 17 places it (the insets are estimates measured against iOS
/// screenshots, docs/DIFFERENCES.md):
///
/// - compact width, regular height (an iPhone in portrait): a card along the bottom, the
///   full width, as tall as its detent plus the bottom safe area; the large detent's top is
///   10 points below the top safe area. The presenter's view is scaled back behind a
///   full-height sheet: 16 points narrower on each side, its top at the top safe area.
/// - compact height (an iPhone in landscape): the whole container, without detents; or,
///   when the sheet `prefersEdgeAttachedInCompactHeight`, a card on the bottom edge with
///   detents, as wide as the safe area (or the presented controller's preferred width when
///   `widthFollowsPreferredContentSizeWhenEdgeAttached`), centred on the safe area or over
///   the sheet's `sourceView`; the presenter is not scaled back.
/// - regular width (an iPad): a centred card without detents — page sized (704 points wide,
///   16 points clear of the safe area above and below) when the sheet `prefersPageSizing`,
///   else form sized (the presented controller's `preferredContentSize`, 540 × 620 points
///   where it is zero) — centred in the safe area or over the `sourceView`, kept 16 points
///   inside the safe area.
struct SheetLayout {
    /// How far below the top safe area the large detent's top is.
    static let largeTopInset: CGFloat = 10
    /// How much narrower on each side the scaled-back presenter is.
    static let presenterSideInset: CGFloat = 16
    /// A form sheet's size on a regular-width screen when its controller prefers none.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet's width on a regular-width screen.
    static let pageSheetWidth: CGFloat = 704
    /// The clearance a centred sheet keeps from the safe area's edges.
    static let centredMargin: CGFloat = 16

    enum Kind {
        /// Along the bottom of a compact-width screen, its whole width.
        case bottomCard
        /// Along the bottom of a compact-height screen, narrower than it.
        case edgeAttached
        case fullScreen
        case centred
    }

    /// What the sheet asks of its placement (its properties and its controller's size).
    struct Preferences {
        var edgeAttachedInCompactHeight = false
        var widthFollowsPreferredContentSize = false
        var pageSizing = true
        var preferredContentSize = CGSize.zero
        /// The centre of the sheet's `sourceView` in the container, if it has one.
        var anchor: CGPoint?
    }

    let bounds: CGRect
    let safeArea: UIEdgeInsets
    let kind: Kind
    let preferences: Preferences

    init(bounds: CGRect, safeArea: UIEdgeInsets, regularWidth: Bool, compactHeight: Bool,
         preferences: Preferences) {
        self.bounds = bounds
        self.safeArea = safeArea
        self.preferences = preferences
        kind = regularWidth ? .centred
            : compactHeight ? (preferences.edgeAttachedInCompactHeight ? .edgeAttached : .fullScreen)
            : .bottomCard
    }

    /// Whether detents apply (to the sheets on the bottom edge).
    var usesDetents: Bool { kind == .bottomCard || kind == .edgeAttached }

    /// The largest detent height: the large detent's top to the bottom safe area.
    var maximumDetentValue: CGFloat {
        max(bounds.height - safeArea.top - Self.largeTopInset - safeArea.bottom, 0)
    }

    /// The sheet's left edge and width on the bottom edge: the container's for the bottom
    /// card; the safe area's (or the preferred width) for an edge-attached sheet, centred
    /// on the safe area or the anchor and kept inside the safe area.
    private var horizontalSpan: (x: CGFloat, width: CGFloat) {
        guard kind == .edgeAttached else { return (bounds.minX, bounds.width) }
        let safe = bounds.inset(by: safeArea)
        var width = safe.width
        if preferences.widthFollowsPreferredContentSize, preferences.preferredContentSize.width > 0 {
            width = min(preferences.preferredContentSize.width, safe.width)
        }
        let x = Self.centred(length: width, on: preferences.anchor?.x ?? safe.midX, within: safe.minX...safe.maxX)
        return (x, width)
    }

    /// The start of a span `length` long centred on `centre`, moved inside `range`.
    private static func centred(length: CGFloat, on centre: CGFloat, within range: ClosedRange<CGFloat>) -> CGFloat {
        let start = (centre - length / 2).rounded()
        return max(range.lowerBound, min(start, range.upperBound - length))
    }

    /// The sheet's frame resting at a detent of `value` points (ignored when detents do not
    /// apply).
    func frame(detentValue value: CGFloat) -> CGRect {
        switch kind {
        case .fullScreen:
            return bounds
        case .bottomCard, .edgeAttached:
            let height = min(value, maximumDetentValue) + safeArea.bottom
            let span = horizontalSpan
            return CGRect(x: span.x, y: bounds.maxY - height, width: span.width, height: height)
        case .centred:
            return centredFrame
        }
    }

    /// The centred card on a regular-width screen: page or form sized, centred on the safe
    /// area or the anchor, kept inside the safe area's margins.
    private var centredFrame: CGRect {
        let available = bounds.inset(by: safeArea)
        let inner = available.insetBy(dx: Self.centredMargin, dy: Self.centredMargin)
        var size: CGSize
        if preferences.pageSizing {
            size = CGSize(width: Self.pageSheetWidth, height: inner.height)
        } else {
            let preferred = preferences.preferredContentSize
            size = CGSize(width: preferred.width > 0 ? preferred.width : Self.formSheetSize.width,
                          height: preferred.height > 0 ? preferred.height : Self.formSheetSize.height)
        }
        size.width = min(size.width, bounds.width)
        size.height = min(size.height, available.height)
        let centre = preferences.anchor ?? CGPoint(x: bounds.midX, y: available.midY)
        let horizontal = size.width <= inner.width ? inner.minX...inner.maxX : bounds.minX...bounds.maxX
        let vertical = size.height <= inner.height ? inner.minY...inner.maxY : available.minY...available.maxY
        return CGRect(x: Self.centred(length: size.width, on: centre.x, within: horizontal),
                      y: Self.centred(length: size.height, on: centre.y, within: vertical),
                      width: size.width, height: size.height)
    }

    /// The sheet's top when dragged to `y` with its height following (for the sheets on the
    /// bottom edge), never shorter than `minimumHeight`.
    func frame(top y: CGFloat, minimumHeight: CGFloat) -> CGRect {
        let height = max(bounds.maxY - y, minimumHeight)
        let span = horizontalSpan
        return CGRect(x: span.x, y: y, width: span.width, height: height)
    }

    /// Whether the presenter's view is scaled back behind the sheet at full height (only
    /// behind the bottom card).
    var scalesPresenterBack: Bool { kind == .bottomCard }

    /// The transform that scales a view filling `frame` back behind a full-height sheet.
    func presenterTransform(for frame: CGRect) -> CGAffineTransform {
        guard scalesPresenterBack, frame.width > 0 else { return .identity }
        let scale = (frame.width - 2 * Self.presenterSideInset) / frame.width
        let scaledTop = frame.midY - frame.height * scale / 2
        let dy = bounds.minY + safeArea.top - scaledTop
        return CGAffineTransform(translationX: 0, y: dy).scaledBy(x: scale, y: scale)
    }

    /// Which corners of the sheet are rounded: the top ones on the bottom edge, all of a
    /// centred one, none when it fills the screen.
    var roundedCorners: CACornerMask {
        switch kind {
        case .bottomCard, .edgeAttached: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        case .centred: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        case .fullScreen: []
        }
    }
}
