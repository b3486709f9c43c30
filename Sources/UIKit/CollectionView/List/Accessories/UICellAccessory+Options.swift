import Foundation

// The options of each system accessory and the custom view's configuration. Every
// initializer parameter is optional: nil keeps the accessory's default.
extension UICellAccessory {
    /// The disclosure indicator's options.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden (its place stays). Default false.
        public var isHidden: Bool
        /// How wide its place is. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The chevron's colour; nil: the tertiary label colour.
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// The pop-up menu accessory's options.
    public struct PopUpMenuOptions {
        /// Whether the accessory is hidden (its place stays). Default false.
        public var isHidden: Bool
        /// How wide its place is. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The chevrons' colour; nil: the secondary label colour.
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// The detail (info) button's options.
    public struct DetailOptions {
        /// Whether the accessory is hidden (its place stays). Default false.
        public var isHidden: Bool
        /// How wide its place is. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The button's colour; nil: the cell's tint colour.
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// The outline disclosure's options.
    public struct OutlineDisclosureOptions {
        /// How the accessory behaves. Default `.automatic`.
        public var style: OutlineDisclosureStyle
        /// Whether the accessory is hidden (its place stays). Default false.
        public var isHidden: Bool
        /// How wide its place is. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The chevron's colour; nil: the style's.
        public var tintColor: UIColor?

        public init(style: OutlineDisclosureStyle? = nil, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// The checkmark's options.
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden (its place stays). Default false.
        public var isHidden: Bool
        /// How wide its place is. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The checkmark's colour; nil: the cell's tint colour.
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// The delete control's options.
    public struct DeleteOptions {
        /// Whether the accessory is hidden (its place stays). Default false.
        public var isHidden: Bool
        /// How wide its place is. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The minus's colour; nil: white.
        public var tintColor: UIColor?
        /// The circle's colour; nil: system red.
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// The insert control's options.
    public struct InsertOptions {
        /// Whether the accessory is hidden (its place stays). Default false.
        public var isHidden: Bool
        /// How wide its place is. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The plus's colour; nil: white.
        public var tintColor: UIColor?
        /// The circle's colour; nil: system green.
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// The reorder grip's options.
    public struct ReorderOptions {
        /// Whether the accessory is hidden (its place stays). Default false.
        public var isHidden: Bool
        /// How wide its place is. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The grip's colour; nil: the tertiary label colour.
        public var tintColor: UIColor?
        /// Whether a vertical separator shows before the grip when accessories precede it.
        /// Default true.
        public var showsVerticalSeparator: Bool

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// The multiselect circle's options.
    public struct MultiselectOptions {
        /// Whether the accessory is hidden (its place stays). Default false.
        public var isHidden: Bool
        /// How wide its place is. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The circle's colour when selected; nil: the cell's tint colour.
        public var tintColor: UIColor?
        /// The colour inside the circle when not selected; nil: clear.
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// The label accessory's options.
    public struct LabelOptions {
        /// Whether the accessory is hidden (its place stays). Default false.
        public var isHidden: Bool
        /// How wide its place is. Default `.actual`.
        public var reservedLayoutWidth: LayoutDimension
        /// The text's colour; nil: the secondary label colour.
        public var tintColor: UIColor?
        /// The text's font. Default the body text style.
        public var font: UIFont
        /// Whether the font follows the content size category. Default true.
        public var adjustsFontForContentSizeCategory: Bool

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.font = font ?? .preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// A custom accessory: the app's view and where it goes.
    public struct CustomViewConfiguration {
        /// The view shown.
        public let customView: UIView
        /// Which edge it goes at, in which editing states, and where among that edge's
        /// accessories.
        public var placement: Placement
        /// Whether the accessory is hidden (its place stays). Default false.
        public var isHidden: Bool
        /// How wide its place is. Default `.actual`.
        public var reservedLayoutWidth: LayoutDimension
        /// The view's tint colour; nil leaves the view's own.
        public var tintColor: UIColor?
        /// Whether the view keeps its frame's size; otherwise it takes the size it fits
        /// (`sizeThatFits`) each time the accessories are laid out. Default false.
        public var maintainsFixedSize: Bool

        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
