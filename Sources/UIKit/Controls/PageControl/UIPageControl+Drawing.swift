import CoreGraphics
import Foundation

/// Drawing the platter and the indicators into the control's layer.
extension UIPageControl {
    /// Apple documents the defaults as a translucent white for the pages and an opaque white
    /// for the current one: the dots are made for dark or photographic backgrounds, or the
    /// platter. The translucent white's alpha is not published; 30 % is the share iOS 14's
    /// dots show of the current one's colour.
    static var defaultPageIndicatorColor: UIColor { UIColor(white: 1, alpha: 0.3) }
    static var defaultCurrentPageIndicatorColor: UIColor { .white }
    /// The platter: a translucent dark capsule under the white dots (iOS draws a blurred
    /// dark material there).
    static var platterColor: UIColor { UIColor(white: 0, alpha: 0.3) }

    /// Whether the platter shows now.
    var showsPlatter: Bool {
        switch backgroundStyle {
        case .prominent: return true
        case .automatic: return isScrubbing
        case .minimal: return false
        }
    }

    func drawIndicators() {
        guard !hidesIndicators, let context = UIGraphicsGetCurrentContext() else { return }
        let layout = currentIndicatorLayout()
        if showsPlatter {
            context.setFillColor(UIPageControl.platterColor.cgColor)
            let platter = layout.platter
            context.addPath(CGPath(roundedRect: platter, cornerWidth: min(platter.width, platter.height) / 2,
                                   cornerHeight: min(platter.width, platter.height) / 2, transform: nil))
            context.fillPath()
        }
        let usual = pageIndicatorTintColor ?? UIPageControl.defaultPageIndicatorColor
        let current = currentPageIndicatorTintColor ?? UIPageControl.defaultCurrentPageIndicatorColor
        for indicator in layout.indicators {
            let isCurrent = indicator.page == displayedPage
            let color = isCurrent ? current : usual
            let image = isCurrent ? shownCurrentIndicatorImage(forPage: indicator.page)
                                  : shownIndicatorImage(forPage: indicator.page)
            if let image {
                draw(image, at: indicator, in: color)
            } else {
                let diameter = PageIndicatorLayout.dotDiameter * indicator.scale
                context.setFillColor(color.cgColor)
                context.fillEllipse(in: CGRect(x: indicator.center.x - diameter / 2, y: indicator.center.y - diameter / 2,
                                               width: diameter, height: diameter))
            }
        }
    }

    /// Draws an indicator image centred on the indicator, scaled as it is, painted in
    /// `color` unless it is `.alwaysOriginal`.
    private func draw(_ image: UIImage, at indicator: PageIndicatorLayout.Indicator, in color: UIColor) {
        let size = CGSize(width: image.size.width * indicator.scale, height: image.size.height * indicator.scale)
        let rect = CGRect(x: indicator.center.x - size.width / 2, y: indicator.center.y - size.height / 2,
                          width: size.width, height: size.height)
        let shown = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)
        shown.draw(in: rect)
    }
}
