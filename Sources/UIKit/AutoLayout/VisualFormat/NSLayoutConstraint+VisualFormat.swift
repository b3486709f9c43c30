import Foundation

extension NSLayoutConstraint {
    /// Creates the constraints described by a string in the Visual Format Language, as
    /// UIKit does (Auto Layout Guide, "Visual Format Language"):
    ///
    ///     H:|-[find]-[findNext]-[findField(>=20)]-|
    ///     V:[topField]-10-[bottomField]
    ///     [button(100@20)]   [button1(==button2)]   [flexibleButton(>=70,<=100)]
    ///
    /// `H:`/`V:` (default horizontal), `|` the superview, `[name(predicates)]` a view from
    /// `views` with size predicates, `-` the standard space (8 points between views, the
    /// superview's layout margins at its edges), `-20-`, `-(>=20@750)-` explicit spaces,
    /// `==`/`<=`/`>=` relations, `@` priorities, names from `metrics` for numbers.
    /// `opts` adds alignment constraints between neighbouring views (`alignAllTop`…, across
    /// the format's axis), chooses left/right instead of leading/trailing for horizontal
    /// formats, and baseline-to-baseline vertical spacing.
    ///
    /// The constraints are returned inactive, in UIKit's order. A malformed format, an
    /// unknown name, a `|` next to a view without a superview or an alignment along the
    /// format's own axis stops the program (UIKit raises `NSInvalidArgumentException`) with
    /// UIKit's "Unable to parse constraint format:" message and a caret under the column.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try visualFormatConstraints(format, options: opts, metrics: metrics, views: views)
        } catch {
            preconditionFailure("NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): \(error.reason)")
        }
    }

    /// `constraints(withVisualFormat:options:metrics:views:)`, throwing the problem instead
    /// of stopping.
    package static func visualFormatConstraints(_ format: String, options: FormatOptions = [], metrics: [String: Any]?,
                                                views: [String: Any]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var parser = try VisualFormatParser(format: format, metrics: metrics, views: views)
        var builder = VisualFormatBuilder(format: format, axis: try parser.parseOrientation(), options: options)
        var previous = try parser.parseStart()
        builder.begin(with: previous)
        while let step = try parser.parseNextStep() {
            try builder.add(step, after: previous)
            previous = step.endpoint
        }
        return builder.result
    }
}
