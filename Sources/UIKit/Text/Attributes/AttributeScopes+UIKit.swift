import Foundation

// UIKit's attribute scope for Swift's `AttributedString`, as Apple's UIKit declares it: the
// attributes the text engine renders, under their `NSAttributedString.Key` names, so that
// `container.font = …` and `AttributedString("…", attributes: container)` read as on iOS
// (button configurations' titles and text-attribute transformers use them).
extension AttributeScopes {
    /// The UIKit attributes of an `AttributedString`, plus Foundation's.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let kern: KernAttribute
        public let ligature: LigatureAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let shadow: ShadowAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        /// A `UIFont`.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        /// The glyphs' `UIColor`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        /// The `UIColor` painted behind the glyphs.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        /// An `NSParagraphStyle`.
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }

        /// Points added after each character.
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }

        /// 0: no ligatures, 1: the standard ones, 2: all.
        public enum LigatureAttribute: AttributedStringKey {
            public typealias Value = Int
            public static let name = NSAttributedString.Key.ligature.rawValue
        }

        /// The underline's `NSUnderlineStyle`.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }

        /// The underline's `UIColor`.
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }

        /// The strikethrough line's `NSUnderlineStyle`.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }

        /// The strikethrough line's `UIColor`.
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }

        /// An `NSShadow`.
        public enum ShadowAttribute: AttributedStringKey {
            public typealias Value = NSShadow
            public static let name = NSAttributedString.Key.shadow.rawValue
        }

        /// Points the glyphs are raised from the baseline.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
    }

    /// UIKit's attribute scope (`\.uiKit`).
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// `container.font`, `string.foregroundColor`…: UIKit's attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
