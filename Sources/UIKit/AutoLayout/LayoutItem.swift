internal import ConstraintSolver
import CoreGraphics
import Foundation

/// What a layout engine needs of the items constraints relate: views and layout guides.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view whose coordinate system the item's rect is in: a view's superview, a
    /// guide's owning view.
    var layoutParent: UIView? { get }
    /// The item's variables while it takes part in a layout engine.
    var engineItem: EngineItem? { get set }
}

/// An item's part in a layout engine: four variables for its alignment rect, in its layout
/// parent's coordinates (bounds origin not counted, so a parent's content offset does not
/// move constraints), and the private constraints the engine adds for it.
@MainActor
final class EngineItem {
    unowned let item: any LayoutItem
    let x: Variable, y: Variable, width: Variable, height: Variable
    /// The constraints that pin the item: a translated autoresizing mask, the root's
    /// fixed rect, a system guide's insets.
    var pinConstraints: [Constraint] = []
    /// The hugging and compression-resistance constraints of a view's intrinsic size.
    var contentSizeConstraints: [Constraint] = []
    /// The intrinsic size the content-size constraints were made for.
    var contentSize: CGSize?
    /// The alignment rect last applied to (or read from) the item.
    var applied: CGRect?
    /// Whether the private constraints must be remade (code moved the view, its margins or
    /// intrinsic size changed).
    var isStale = false

    init(item: any LayoutItem, name: String) {
        self.item = item
        x = Variable("\(name).minX")
        y = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The solved alignment rect.
    func rect(in solver: Solver) -> CGRect {
        CGRect(x: solver.value(of: x), y: solver.value(of: y), width: solver.value(of: width),
               height: solver.value(of: height))
    }
}
