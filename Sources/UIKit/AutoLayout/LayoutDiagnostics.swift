internal import ConstraintSolver
import CoreGraphics
import Foundation

/// Where layout warnings (Auto Layout's, the collection view's) go: printed, as UIKit logs them, and kept for tests
/// (`recorded`) while recording is on.
@MainActor
@_spi(Testing) public enum LayoutDiagnostics {
    /// The warnings since recording started (nil: not recording), kept by the environment.
    @_spi(Testing) public static var recorded: [String]? {
        get { HostEnvironment.current.uiKit.recordedLayoutWarnings }
        set { HostEnvironment.current.uiKit.recordedLayoutWarnings = newValue }
    }

    /// Starts keeping warnings (and drops those kept before).
    @_spi(Testing) public static func startRecording() { recorded = [] }

    static func report(_ message: String) {
        recorded?.append(message)
        print(message)
    }

    /// How UIKit names an item in a constraint: `UIView:0x…`, or the guide's identifier.
    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            return "'\(guide.identifier)'"
        }
        return "\(type(of: item)):\(address(of: item))"
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// A number as UIKit prints it in constraints: no trailing ".0".
    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension LayoutEngine {
    /// UIKit's words for a required constraint that cannot hold: the constraints in
    /// conflict, then the one broken.
    func reportUnsatisfiable(_ report: UnsatisfiableConstraints) {
        let listed = report.conflicting.map { "    \"\(describe($0))\"" }.joined(separator: ",\n")
        LayoutDiagnostics.report("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(listed)
            )

            Will attempt to recover by breaking constraint
            \(describe(report.broken))
            """)
    }

    /// A constraint whose item is outside its holder's subtree.
    func reportUnprepared(_ constraint: NSLayoutConstraint, item: any LayoutItem, holder: UIView) {
        LayoutDiagnostics.report("""
            [LayoutConstraints] The view hierarchy is not prepared for the constraint: \(constraint)
            \tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). \
            \(LayoutDiagnostics.name(of: item)) is not in the subtree of \(LayoutDiagnostics.name(of: holder)); \
            the constraint is ignored.
            """)
    }

    /// A solver constraint in UIKit's terms: the NSLayoutConstraint it stands for, or the
    /// private constraint UIKit would show.
    func describe(_ constraint: Constraint) -> String {
        switch owners[ObjectIdentifier(constraint)]?.owner {
        case .explicit(let layoutConstraint):
            return layoutConstraint.description
        case .autoresizing(let view):
            let mask = view.autoresizingMask
            func axis(_ a: Bool, _ b: Bool, _ c: Bool) -> String {
                (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-")
            }
            let h = axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            let v = axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            return "<NSAutoresizingMaskLayoutConstraint h=\(h) v=\(v) \(LayoutDiagnostics.name(of: view)): \(constraint)>"
        case .contentSize(let view):
            return "<NSContentSizeLayoutConstraint \(LayoutDiagnostics.name(of: view)): \(constraint)>"
        case .guide(let guide):
            return "<NSLayoutConstraint \(LayoutDiagnostics.name(of: guide)): \(constraint)>"
        case .fittingTarget:
            return "<NSLayoutConstraint fitting size: \(constraint)>"
        case nil:
            return "\(constraint)"
        }
    }
}
