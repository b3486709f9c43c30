import CoreGraphics
import Foundation

// System symbol images. On iOS they are SF Symbols glyphs from a font; here each is drawn
// from vectors of its own (`SymbolCatalog`, a set of the symbols apps and controls use
// most) at the point size, weight and scale of its configuration, into a bitmap at the
// screen's scale (docs/DIFFERENCES.md).
extension UIImage {
    /// The system symbol named `name` ("plus", "chevron.right", "xmark.circle.fill"…) at
    /// the default configuration (body text size, regular weight, medium scale), or nil
    /// when there is no such symbol.
    ///
    /// Symbol images are templates (`renderingMode` is `.alwaysTemplate`), so image views
    /// and buttons paint them in their tint colour; drawn directly they are black.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol named `name` drawn in `configuration` (a
    /// `UIImage.SymbolConfiguration`; other configurations leave the defaults), or nil when
    /// there is no such symbol.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let source = SymbolImageSource(name: name, configuration: Self.symbolConfiguration(of: configuration))
        guard let image = SymbolRenderer.image(source, screenScale: MainQueue.screenScale,
                                               renderingMode: .alwaysTemplate) else { return nil }
        self.init(bitmap: image.cgImage, scale: image.scale, orientation: .up, renderingMode: .alwaysTemplate,
                  symbol: source, baseline: image.baseline)
    }

    /// The configuration the image was made with: a symbol image's symbol configuration;
    /// nil for other images (there are no trait collections here).
    public var configuration: UIImage.Configuration? {
        symbol?.configuration
    }

    /// The symbol configuration of a symbol image; nil for other images.
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        symbol?.configuration
    }

    /// A symbol image drawn again in `configuration` instead of its own (a configuration
    /// that is not a symbol configuration leaves every symbol value unspecified), keeping
    /// its rendering mode and tint. Other images are returned as they are.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbol else { return self }
        return redrawn(SymbolImageSource(name: symbol.name, configuration: Self.symbolConfiguration(of: configuration),
                                         tint: symbol.tint)) ?? self
    }

    /// A symbol image drawn again with `configuration`'s specified values put over its own
    /// (`SymbolConfiguration.applying(_:)`); nil for images that are not symbols.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return redrawn(SymbolImageSource(name: symbol.name, configuration: symbol.configuration.applying(configuration),
                                         tint: symbol.tint))
    }

    // MARK: Baselines

    /// Whether the image has a baseline to line up with text (symbol images do, at the
    /// font's baseline for their point size).
    public var hasBaseline: Bool {
        baseline != nil
    }

    /// The baseline's height above the image's bottom edge, in points (negative when it
    /// lies below the image); 0 when the image has no baseline.
    public var baselineOffsetFromBottom: CGFloat {
        baseline ?? 0
    }

    /// The image with its baseline `baselineOffset` points above its bottom edge.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        with(baseline: .some(baselineOffset.isFinite ? baselineOffset : 0))
    }

    /// The image without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        with(baseline: .some(nil))
    }

    // MARK: Standard images

    /// The standard image for adding content: the `plus` symbol.
    public class var add: UIImage { standardSymbol("plus") }

    /// The standard image for removing content: the `minus` symbol.
    public class var remove: UIImage { standardSymbol("minus") }

    /// The standard image for a menu of actions: the `ellipsis.circle` symbol.
    public class var actions: UIImage { standardSymbol("ellipsis.circle") }

    /// The standard image for a checkmark: the `checkmark` symbol.
    public class var checkmark: UIImage { standardSymbol("checkmark") }

    /// The standard image for a checkmark on a tinted circle: the `checkmark.circle.fill`
    /// symbol (iOS strokes its border in white; this one is a plain template).
    public class var strokedCheckmark: UIImage { standardSymbol("checkmark.circle.fill") }

    /// The names of every system symbol there is, sorted.
    @_spi(Testing) public static var systemSymbolNames: [String] {
        SymbolCatalog.names
    }

    // MARK: Helpers

    private static func standardSymbol(_ name: String) -> UIImage {
        guard let image = UIImage(systemName: name) else {
            preconditionFailure("UIImage.\(name): the symbol catalog lacks this standard symbol")
        }
        return image
    }

    /// `configuration` as a symbol configuration: a base configuration specifies nothing.
    private static func symbolConfiguration(of configuration: UIImage.Configuration?) -> UIImage.SymbolConfiguration {
        configuration as? UIImage.SymbolConfiguration ?? .unspecified
    }

    /// The symbol of `source` drawn at this image's scale, with its rendering mode.
    private func redrawn(_ source: SymbolImageSource) -> UIImage? {
        SymbolRenderer.image(source, screenScale: scale, renderingMode: renderingMode)
    }
}
