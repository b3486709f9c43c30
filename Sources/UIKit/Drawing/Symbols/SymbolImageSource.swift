import Foundation

/// What a symbol image was drawn from: enough to draw it again in another configuration
/// (`UIImage.withConfiguration(_:)`), painted in the same tint.
package struct SymbolImageSource {
    /// The symbol's system name ("plus").
    let name: String
    /// The configuration it was drawn in.
    let configuration: UIImage.SymbolConfiguration
    /// The colour `withTintColor(_:)` painted it in, if any.
    var tint: UIColor?

    func tinted(_ color: UIColor) -> SymbolImageSource {
        var copy = self
        copy.tint = color
        return copy
    }
}
