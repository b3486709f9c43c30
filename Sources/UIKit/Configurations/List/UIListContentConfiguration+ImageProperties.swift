import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration draws its image.
    @preconcurrency @MainActor
    public struct ImageProperties {
        /// The value of `maximumSize`/`reservedLayoutSize` dimensions that asks for the
        /// system's standard size for the content's text style.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The symbol configuration applied to symbol images.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        /// The tint of template images; nil for the view's tint colour.
        public var tintColor: UIColor?

        /// A transformer applied to the resolved tint colour.
        public var tintColorTransformer: UIConfigurationColorTransformer?

        /// The radius of the image's rounded corners.
        public var cornerRadius: CGFloat = 0

        /// The largest size the image takes, keeping its aspect ratio; zero for no limit.
        public var maximumSize = CGSize.zero

        /// The size reserved for the image even when it is smaller (so texts of rows with
        /// images of different widths line up); zero to reserve nothing.
        public var reservedLayoutSize = CGSize.zero

        /// Whether the image is left as is by Smart Invert.
        public var accessibilityIgnoresInvertColors = false

        /// `tintColor`, or the given colour when nil, passed through `tintColorTransformer`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        /// The size the image takes: its own, scaled down into `maximumSize`.
        func displayedSize(of image: UIImage) -> CGSize {
            var size = image.size
            let maxWidth = maximumSize.width > 0 ? maximumSize.width : .infinity
            let maxHeight = maximumSize.height > 0 ? maximumSize.height : .infinity
            let scale = min(1, maxWidth / max(size.width, 1), maxHeight / max(size.height, 1))
            size.width *= scale
            size.height *= scale
            return size
        }

        /// The size of the slot the image sits in: at least `reservedLayoutSize`.
        func slotSize(of image: UIImage) -> CGSize {
            let size = displayedSize(of: image)
            return CGSize(width: max(size.width, reservedLayoutSize.width),
                          height: max(size.height, reservedLayoutSize.height))
        }
    }
}
