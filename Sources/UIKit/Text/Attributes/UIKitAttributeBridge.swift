import Foundation

/// Moves UIKit's attributes between Swift's `AttributedString`/`AttributeContainer` and the
/// `NSAttributedString` dictionaries the text engine reads. Foundation on Linux has no
/// `NSAttributedString(_:including:)`, so the UIKit scope's keys are copied one by one.
enum UIKitAttributeBridge {
    private typealias Keys = AttributeScopes.UIKitAttributes

    /// The UIKit attributes `container` holds, keyed as `NSAttributedString` keys them.
    static func dictionary(from container: AttributeContainer) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        attributes[.font] = container[Keys.FontAttribute.self]
        attributes[.foregroundColor] = container[Keys.ForegroundColorAttribute.self]
        attributes[.backgroundColor] = container[Keys.BackgroundColorAttribute.self]
        attributes[.paragraphStyle] = container[Keys.ParagraphStyleAttribute.self]
        attributes[.kern] = container[Keys.KernAttribute.self]
        attributes[.ligature] = container[Keys.LigatureAttribute.self]
        attributes[.underlineStyle] = container[Keys.UnderlineStyleAttribute.self]?.rawValue
        attributes[.underlineColor] = container[Keys.UnderlineColorAttribute.self]
        attributes[.strikethroughStyle] = container[Keys.StrikethroughStyleAttribute.self]?.rawValue
        attributes[.strikethroughColor] = container[Keys.StrikethroughColorAttribute.self]
        attributes[.shadow] = container[Keys.ShadowAttribute.self]
        attributes[.baselineOffset] = container[Keys.BaselineOffsetAttribute.self]
        return attributes
    }

    /// `string` as an `NSAttributedString` carrying its UIKit attributes: each run's own
    /// attributes over `defaults`, passed through `transform` (a configuration's
    /// text-attributes transformer, which sees the defaults as UIKit's does).
    static func attributedString(_ string: AttributedString, defaults: AttributeContainer,
                                 transform: (AttributeContainer) -> AttributeContainer) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for run in string.runs {
            var attributes = defaults
            attributes.merge(run.attributes)
            let text = String(string[run.range].characters)
            result.append(NSAttributedString(string: text, attributes: dictionary(from: transform(attributes))))
        }
        return result
    }
}
