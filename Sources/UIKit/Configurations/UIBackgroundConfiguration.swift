import Foundation

/// A description of a background: a fill colour, an image, a custom view, rounded corners
/// and a stroke. Buttons draw their configuration's `background` with one (cells will too).
///
/// As in UIKit, nil colours mean the view's tint colour, each colour may go through a
/// transformer (`resolvedBackgroundColor(for:)`), the stroke is drawn `strokeOutset`
/// outside the background's edge, and everything is inset by `backgroundInsets`.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    /// A view shown behind everything else the configuration draws, filling the background;
    /// nil by default.
    public var customView: UIView?

    /// The radius of the background's corners (and of the image's and custom view's, which
    /// are clipped to them); 0 by default.
    public var cornerRadius: CGFloat = 0

    /// How far the background is inside the view's bounds; zero by default.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero

    /// The fill colour; nil uses the view's tint colour.
    public var backgroundColor: UIColor?

    /// A transformer applied to the fill colour; nil by default.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?

    /// An image drawn over the fill colour; nil by default.
    public var image: UIImage?

    /// How the image is placed in the background; `.scaleToFill` by default.
    public var imageContentMode = UIView.ContentMode.scaleToFill

    /// The stroke's colour; nil uses the view's tint colour.
    public var strokeColor: UIColor?

    /// A transformer applied to the stroke's colour; nil by default.
    public var strokeColorTransformer: UIConfigurationColorTransformer?

    /// The stroke's width in points; 0 (no stroke) by default.
    public var strokeWidth: CGFloat = 0

    /// How far outside the background's edge the stroke lies; 0 by default.
    public var strokeOutset: CGFloat = 0

    /// The list style this background was made with (`listPlainCell()`…), nil otherwise.
    var listStyle: ListStyle?

    init() {}

    /// A background that draws nothing: a clear fill and no stroke.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// The fill colour drawn in a view tinted `tintColor`: `backgroundColor` (or the tint)
    /// through `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke's colour drawn in a view tinted `tintColor`: `strokeColor` (or the tint)
    /// through `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}
