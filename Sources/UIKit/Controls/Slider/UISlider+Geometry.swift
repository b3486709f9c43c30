import Foundation

/// UIKit's default geometry: value images at the ends, the track between them, the thumb on
/// the track. The overridable methods in the class body call these.
extension UISlider {
    /// The gap between a value image and the track.
    static let valueImageSpacing: CGFloat = 8
    /// The default track's thickness.
    static let defaultTrackHeight: CGFloat = 4
    /// The default thumb's diameter.
    static let defaultThumbDiameter: CGFloat = 28
    /// The height a slider wants at least.
    static let minimumHeight: CGFloat = 31

    func defaultMinimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func defaultMaximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    func defaultTrackRect(forBounds bounds: CGRect) -> CGRect {
        var start = bounds.minX
        var end = bounds.maxX
        if minimumValueImage != nil {
            start = minimumValueImageRect(forBounds: bounds).maxX + UISlider.valueImageSpacing
        }
        if maximumValueImage != nil {
            end = maximumValueImageRect(forBounds: bounds).minX - UISlider.valueImageSpacing
        }
        let imageHeights = [currentMinimumTrackImage, currentMaximumTrackImage].compactMap { $0?.size.height }
        let height = imageHeights.max() ?? UISlider.defaultTrackHeight
        return CGRect(x: start, y: bounds.midY - height / 2, width: max(0, end - start), height: height)
    }

    func defaultThumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let travel = max(0, rect.width - size.width)
        return CGRect(x: rect.minX + fraction(of: value) * travel, y: rect.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// The size of the thumb drawn: its image's, else the default thumb's.
    var thumbSize: CGSize {
        currentThumbImage?.size
            ?? CGSize(width: UISlider.defaultThumbDiameter, height: UISlider.defaultThumbDiameter)
    }

    /// The height the slider wants: 31 points, or more for a taller thumb or value image.
    var naturalHeight: CGFloat {
        let heights = [thumbSize.height, minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0]
        return max(UISlider.minimumHeight, heights.max() ?? 0)
    }

    /// The value whose thumb is centred at `x` (in the slider's coordinates): the inverse
    /// of `thumbRect(forBounds:trackRect:value:)` along the track, clamped to the range.
    func value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let start = thumbRect(forBounds: bounds, trackRect: track, value: minimumValueStorage).midX
        let end = thumbRect(forBounds: bounds, trackRect: track, value: maximumValueStorage).midX
        guard end > start else { return minimumValueStorage }
        let fraction = Float(min(max((x - start) / (end - start), 0), 1))
        return clamped(minimumValueStorage + fraction * (maximumValueStorage - minimumValueStorage))
    }
}
