import CoreGraphics
import Foundation
import QuartzCore

/// A rectangle that takes part in Auto Layout without being a view: it draws nothing and
/// takes no touches, it only has anchors. Add it to a view with `addLayoutGuide(_:)`; its
/// `layoutFrame` is then solved in that view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem, AnchorProviding {
    /// A name for debugging.
    open var identifier = ""

    weak var owningViewStorage: UIView?
    var engineItem: EngineItem?
    /// For the guides a view makes itself (margins, safe area, readable content): what
    /// pins the guide to its view.
    let systemRole: SystemRole?

    /// The guides UIKit makes for every view, a scroll view's two, and the keyboard's.
    enum SystemRole {
        case layoutMargins, safeArea, readableContent
        /// A scroll view's content area: at the content's origin, sized by the constraints
        /// on it (the content size where they leave it free).
        case scrollContent
        /// A scroll view's own rectangle, where it shows in its content's coordinates.
        case scrollFrame
        /// The space the keyboard takes in the view (`UIKeyboardLayoutGuide`).
        case keyboard
    }

    public override init() {
        systemRole = nil
        super.init()
    }

    init(role: SystemRole, identifier: String) {
        systemRole = role
        self.identifier = identifier
        super.init()
    }

    /// The view the guide belongs to. Setting it is what `addLayoutGuide(_:)` does.
    open weak var owningView: UIView? {
        get { owningViewStorage }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { owningViewStorage?.removeLayoutGuide(self) }
        }
    }

    var layoutParent: UIView? { owningViewStorage }

    /// The guide's rectangle in its owning view's coordinates, as last laid out; zero
    /// before the first layout.
    open var layoutFrame: CGRect { engineItem?.applied ?? .zero }

    open override var description: String {
        MainQueue.sync {
            "<\(type(of: self)): \(LayoutDiagnostics.address(of: self)) - \(identifier.isEmpty ? "" : "\"\(identifier)\", ")layoutFrame = \(layoutFrame)>"
        }
    }

    // MARK: Anchors

    open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    open var widthAnchor: NSLayoutDimension { dimension(.width) }
    open var heightAnchor: NSLayoutDimension { dimension(.height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
}
