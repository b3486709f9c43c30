import CoreGraphics
import Foundation

/// A view controller's old top or bottom layout guide (`topLayoutGuide`,
/// `bottomLayoutGuide`): the part of its view outside the safe area at one edge, as a
/// length and as anchors that take part in constraints.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the guide reaches into the view: the safe area's top inset for the top
    /// guide, its bottom inset for the bottom guide.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height (its length, once laid out).
    var heightAnchor: NSLayoutDimension { get }
}
