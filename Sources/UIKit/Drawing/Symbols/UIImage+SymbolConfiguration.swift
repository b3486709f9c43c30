import Foundation

extension UIImage {
    /// How a symbol image is drawn: its point size (given directly, by a text style or by a
    /// font), weight and scale (Objective-C's `UIImageSymbolConfiguration`).
    ///
    /// Each value may be unspecified; `applying(_:)` lays one configuration over another,
    /// and what is still unspecified when the symbol is drawn takes UIKit's defaults: the
    /// body text style (17 points), regular weight, medium scale. A text style gives its
    /// size at the default (Large) Dynamic Type size, and its weight (semibold for
    /// `.headline`) when no weight is given. Point sizes that are not positive numbers count
    /// as unspecified. Configurations are immutable.
    ///
    /// Not here: the colour configurations (`init(hierarchicalColor:)`,
    /// `init(paletteColors:)`, `preferringMulticolor()`, `preferringMonochrome()`): the
    /// symbols here are drawn in one colour (docs/DIFFERENCES.md).
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        // Set only by the initializers and `copy(pointSize:weight:scale:textStyle:)`, on
        // configurations not yet handed out: configurations are immutable.
        /// The point size; 0 when unspecified.
        @_spi(Testing) public private(set) var pointSize: CGFloat = 0
        /// The weight; `.unspecified` when unspecified.
        @_spi(Testing) public private(set) var weight: UIImage.SymbolWeight = .unspecified
        /// The scale; `.unspecified` when unspecified.
        @_spi(Testing) public private(set) var scale: UIImage.SymbolScale = .unspecified
        /// The text style giving the point size; nil when unspecified.
        @_spi(Testing) public private(set) var textStyle: UIFont.TextStyle?

        /// A configuration with nothing specified (as `unspecified`).
        public required override init() {
            super.init()
        }

        /// A configuration of this class with these values. A point size that is not a
        /// positive number is unspecified.
        private func copy(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale,
                          textStyle: UIFont.TextStyle?) -> Self {
            let copy = Self()
            copy.set(pointSize: pointSize, weight: weight, scale: scale, textStyle: textStyle)
            return copy
        }

        private func set(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale,
                         textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        /// A configuration with nothing specified.
        open class var unspecified: UIImage.SymbolConfiguration {
            SymbolConfiguration()
        }

        /// The point size of `textStyle` (and its weight, unless one is given elsewhere).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            set(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }

        /// The point size of `textStyle`, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init()
            set(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// A point size alone.
        public convenience init(pointSize: CGFloat) {
            self.init()
            set(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        /// A point size and a weight.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init()
            set(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }

        /// A point size, a weight and a scale.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init()
            set(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        /// A weight alone.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init()
            set(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
        }

        /// A scale alone.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init()
            set(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// The point size and weight of `font`, so the symbol matches text in it.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// The point size and weight of `font`, at `scale`.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init()
            set(pointSize: font.pointSize, weight: UIImage.SymbolWeight(openTypeWeight: font.spec.weight),
                scale: scale, textStyle: nil)
        }

        /// This configuration with `otherConfiguration`'s specified values put over its
        /// own. A point size replaces a text style and the other way round.
        open override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration as? SymbolConfiguration else { return self }
            var size = pointSize, style = textStyle
            if other.textStyle != nil { style = other.textStyle; size = 0 }
            if other.pointSize > 0 { size = other.pointSize; style = nil }
            return copy(pointSize: size, weight: other.weight == .unspecified ? weight : other.weight,
                        scale: other.scale == .unspecified ? scale : other.scale, textStyle: style)
        }

        /// This configuration without its text style.
        open func configurationWithoutTextStyle() -> Self {
            copy(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        /// This configuration without its scale.
        open func configurationWithoutScale() -> Self {
            copy(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: textStyle)
        }

        /// This configuration without its weight.
        open func configurationWithoutWeight() -> Self {
            copy(pointSize: pointSize, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// This configuration without its point size and weight (a font gives both).
        open func configurationWithoutPointSizeAndWeight() -> Self {
            copy(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// Whether `otherConfiguration` specifies the same values.
        open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle
        }

        open override func isEqual(_ object: Any?) -> Bool {
            isEqual(to: object as? UIImage.SymbolConfiguration)
        }

        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            return hasher.finalize()
        }

        open override var description: String {
            var parts: [String] = []
            if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
            if pointSize > 0 { parts.append("pointSize=\(pointSize)") }
            if weight != .unspecified { parts.append("weight=\(weight)") }
            if scale != .unspecified { parts.append("scale=\(scale)") }
            return "<UIImage.SymbolConfiguration: \(parts.isEmpty ? "unspecified" : parts.joined(separator: " "))>"
        }

        // MARK: What is drawn

        /// The point size drawn: the given one, else the text style's, else body's (17).
        @_spi(Testing) public var resolvedPointSize: CGFloat {
            pointSize > 0 ? pointSize : (textStyle ?? .body).defaultSizeAndWeight.size
        }

        /// The weight drawn: the given one, else the text style's, else regular.
        @_spi(Testing) public var resolvedWeight: UIImage.SymbolWeight {
            if weight != .unspecified { return weight }
            guard let textStyle else { return .regular }
            return UIImage.SymbolWeight(openTypeWeight: textStyle.defaultSizeAndWeight.weight.openTypeWeight)
        }

        /// The scale drawn: small, medium or large (medium for the default and unspecified).
        @_spi(Testing) public var resolvedScale: UIImage.SymbolScale {
            switch scale {
            case .small, .large: scale
            case .default, .unspecified, .medium: .medium
            }
        }
    }
}
