import CoreGraphics
import Foundation

// Drawing: draw(_:) → drawText(in: bounds) → the engine's label layout, centred vertically.
extension UILabel {
    /// How much wider than its line text may be and still be tightened instead of
    /// truncated (NSParagraphStyle's default `tighteningFactorForTruncation`).
    private static let tighteningFactor: CGFloat = 0.05

    /// `draw(_:)`: sets the text colour in the context, as UIKit documents for
    /// `drawText(in:)`, then draws the text in the bounds.
    func drawLabel() {
        if hasText, let context = UIGraphicsGetCurrentContext() {
            let color = (textColorOverride ?? textColorStorage).cgColor
            context.setFillColor(color)
            context.setStrokeColor(color)
        }
        drawText(in: bounds)
    }

    /// `drawText(in:)`: lays the text out in `rect` (shrunk or tightened to fit when asked)
    /// and draws it centred vertically; shrunk one-line text is placed by
    /// `baselineAdjustment`.
    func drawLabelText(in rect: CGRect) {
        guard var text = content, text.length > 0, let context = UIGraphicsGetCurrentContext(),
              rect.minX.isFinite, rect.minY.isFinite, !rect.width.isNaN, !rect.height.isNaN else { return }
        let rect = rect.standardized
        if let color = textColorOverride {
            let recolored = NSMutableAttributedString(attributedString: text)
            recolored.addAttributes([.foregroundColor: color], range: NSRange(location: 0, length: recolored.length))
            text = recolored
        }
        let fitted = fittedText(text, in: rect.size, numberOfLines: numberOfLines)
        let layout = TextLayout.label(engineText(fitted.text), size: rect.size, numberOfLines: numberOfLines, lineBreakMode: lineBreakModeStorage)
        guard let firstLine = layout.lines.first else { return }
        var top = rect.minY + (rect.height - layout.usedRect.height) / 2
        if fitted.scale < 1, numberOfLines == 1, baselineAdjustment != .alignCenters {
            // Place the shrunk text against where the full-size text would be.
            let full = TextLayout.label(text, size: rect.size, numberOfLines: 1, lineBreakMode: lineBreakModeStorage)
            if let fullLine = full.lines.first {
                let fullTop = rect.minY + (rect.height - full.usedRect.height) / 2
                top = baselineAdjustment == .alignBaselines ? fullTop + fullLine.baseline - firstLine.baseline : fullTop
            }
        }
        layout.draw(at: CGPoint(x: rect.minX, y: roundedToPixels(top)), in: context)
    }

    /// `text` as it is laid out in `size`: its fonts scaled down by
    /// `adjustsFontSizeToFitWidth` (and the scale), then tightened when allowed.
    func fittedText(_ text: NSAttributedString, in size: CGSize, numberOfLines: Int) -> (text: NSAttributedString, scale: CGFloat) {
        var fitted = text
        var scale: CGFloat = 1
        // Apple documents a minimum scale of 0 as "do not shrink".
        if adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1 {
            scale = TextLayout.labelScaleToFit(text, size: size, numberOfLines: numberOfLines, lineBreakMode: lineBreakModeStorage,
                                               minimumScaleFactor: minimumScaleFactor)
            if scale < 1 { fitted = TextLayout.scaledFonts(of: text, by: scale) }
        }
        if allowsDefaultTighteningForTruncation, numberOfLines == 1, let tight = tightened(fitted, toFit: size) {
            fitted = tight
        }
        return (fitted, scale)
    }

    /// One-line `text` with its letter spacing reduced uniformly so that it fits
    /// `size.width`, when it is at most `tighteningFactor` too wide; nil otherwise.
    private func tightened(_ text: NSAttributedString, toFit size: CGSize) -> NSAttributedString? {
        guard size.width > 0, size.width.isFinite else { return nil }
        let natural = TextLayout.label(text, size: .zero, numberOfLines: 1, lineBreakMode: lineBreakModeStorage)
        let excess = natural.usedRect.width - size.width
        let characters = text.string.count
        guard excess > 0, excess <= size.width * Self.tighteningFactor, characters > 1 else { return nil }
        let step = -excess / CGFloat(characters - 1)
        let tight = NSMutableAttributedString(attributedString: text)
        text.enumerateAttribute(.kern, in: NSRange(location: 0, length: text.length), options: []) { value, range, _ in
            tight.addAttributes([.kern: (TextRunStyle.number(value) ?? 0) + step], range: range)
        }
        let check = TextLayout.label(tight, size: size, numberOfLines: 1, lineBreakMode: lineBreakModeStorage)
        return check.isTruncated ? nil : tight
    }

    /// The label's pixels per point.
    private var pixelScale: CGFloat {
        let scale = contentScaleFactor
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// `value` rounded to the nearest pixel.
    func roundedToPixels(_ value: CGFloat) -> CGFloat {
        let scaled = (value * pixelScale).rounded()
        return scaled.isFinite ? scaled / pixelScale : value
    }

    /// `value` rounded up to a whole pixel (values already on one, give or take float
    /// noise, stay).
    func ceiledToPixels(_ value: CGFloat) -> CGFloat {
        let scaled = (value * pixelScale - 1e-6).rounded(.up)
        return scaled.isFinite ? scaled / pixelScale : value
    }
}
