import CoreGraphics
import Foundation

/// Where a sheet goes, as iOS 17 places it (the insets are estimates measured against iOS
/// screenshots, docs/DIFFERENCES.md):
///
/// - compact width, regular height (an iPhone in portrait): a card along the bottom, the
///   full width, as tall as its detent plus the bottom safe area; the large detent's top is
///   10 points below the top safe area. The presenter's view is scaled back behind a
///   full-height sheet: 16 points narrower on each side, its top at the top safe area.
/// - compact height (an iPhone in landscape): the whole container, without detents.
/// - regular width (an iPad): a centred card without detents, 540 × 620 points for a form
///   sheet, 704 points wide and 16 points clear of the safe area above and below for a
///   page sheet (both kept inside the container).
struct SheetLayout {
    /// How far below the top safe area the large detent's top is.
    static let largeTopInset: CGFloat = 10
    /// How much narrower on each side the scaled-back presenter is.
    static let presenterSideInset: CGFloat = 16
    /// A form sheet's size on a regular-width screen.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet's width on a regular-width screen.
    static let pageSheetWidth: CGFloat = 704
    /// A page sheet's clearance from the safe area above and below on a regular-width screen.
    static let pageSheetVerticalInset: CGFloat = 16

    enum Kind {
        case bottomCard
        case fullScreen
        case centred
    }

    let bounds: CGRect
    let safeArea: UIEdgeInsets
    let kind: Kind
    let style: UIModalPresentationStyle

    init(bounds: CGRect, safeArea: UIEdgeInsets, regularWidth: Bool, compactHeight: Bool,
         style: UIModalPresentationStyle) {
        self.bounds = bounds
        self.safeArea = safeArea
        self.style = style
        kind = regularWidth ? .centred : compactHeight ? .fullScreen : .bottomCard
    }

    /// Whether detents apply (only to the bottom card).
    var usesDetents: Bool { kind == .bottomCard }

    /// The largest detent height: the large detent's top to the bottom safe area.
    var maximumDetentValue: CGFloat {
        max(bounds.height - safeArea.top - Self.largeTopInset - safeArea.bottom, 0)
    }

    /// The sheet's frame resting at a detent of `value` points (ignored when detents do not
    /// apply).
    func frame(detentValue value: CGFloat) -> CGRect {
        switch kind {
        case .fullScreen:
            return bounds
        case .bottomCard:
            let height = min(value, maximumDetentValue) + safeArea.bottom
            return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        case .centred:
            let available = bounds.inset(by: safeArea)
            var size = style == .pageSheet
                ? CGSize(width: Self.pageSheetWidth, height: available.height - 2 * Self.pageSheetVerticalInset)
                : Self.formSheetSize
            size.width = min(size.width, bounds.width)
            size.height = min(size.height, available.height)
            return CGRect(x: (bounds.midX - size.width / 2).rounded(), y: (available.midY - size.height / 2).rounded(),
                          width: size.width, height: size.height)
        }
    }

    /// The sheet's top when dragged to `y` with its height following (for the bottom card),
    /// never shorter than `minimumHeight`.
    func frame(top y: CGFloat, minimumHeight: CGFloat) -> CGRect {
        let height = max(bounds.maxY - y, minimumHeight)
        return CGRect(x: bounds.minX, y: y, width: bounds.width, height: height)
    }

    /// The transform that scales a view filling `frame` back behind a full-height sheet.
    func presenterTransform(for frame: CGRect) -> CGAffineTransform {
        guard kind == .bottomCard, frame.width > 0 else { return .identity }
        let scale = (frame.width - 2 * Self.presenterSideInset) / frame.width
        let scaledTop = frame.midY - frame.height * scale / 2
        let dy = bounds.minY + safeArea.top - scaledTop
        return CGAffineTransform(translationX: 0, y: dy).scaledBy(x: scale, y: scale)
    }

    /// Which corners of the sheet are rounded: the top ones for the bottom card, all of a
    /// centred one, none when it fills the screen.
    var roundedCorners: CACornerMask {
        switch kind {
        case .bottomCard: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        case .centred: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        case .fullScreen: []
        }
    }
}
