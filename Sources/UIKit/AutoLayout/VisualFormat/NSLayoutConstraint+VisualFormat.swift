import Foundation

extension NSLayoutConstraint {
    /// `constraints(withVisualFormat:options:metrics:views:)`, throwing the problem instead
    /// of stopping.
    @_spi(Testing) public static func visualFormatConstraints(_ format: String, options: FormatOptions = [], metrics: [String: Any]?,
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
