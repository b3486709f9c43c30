import CoreGraphics
import Foundation

// A view's anchors and layout guides.

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }

    // MARK: Layout guides

    /// The layout guides added to the view, in order.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    /// Adds `layoutGuide` to the view: its anchors can then be constrained, and its
    /// `layoutFrame` is solved in the view's coordinates.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if layoutGuide.owningViewStorage === self { return }
        layoutGuide.owningViewStorage?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningViewStorage = self
        autoLayout.layoutGuides.append(layoutGuide)
    }

    /// Removes `layoutGuide`, with the constraints on it that the view's tree holds.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningViewStorage === self, let state = autoLayoutStorage else { return }
        var holder: UIView? = self
        while let view = holder {
            for constraint in view.constraints
            where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                view.removeConstraint(constraint)
            }
            holder = view.superviewStorage
        }
        treeEngine?.withdraw(layoutGuide)
        state.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningViewStorage = nil
    }

    /// The view's margins (`layoutMargins`, inside the safe area unless
    /// `insetsLayoutMarginsFromSafeArea` is false) as a layout guide.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.marginsGuide, role: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The part of the view not covered by bars, the notch or the home indicator.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaGuide, role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// A column for text that stays readable: the margins, at most `readableContentWidth`
    /// wide and centred in them.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(\.readableGuide, role: .readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The widest readable column: 672 points, UIKit's width for the default text size.
    /// (UIKit widens it with Dynamic Type; there is no Dynamic Type here.)
    static let readableContentWidth: CGFloat = 672

    func systemGuide(_ slot: ReferenceWritableKeyPath<ViewAutoLayout, UILayoutGuide?>,
                             role: UILayoutGuide.SystemRole, identifier: String) -> UILayoutGuide {
        if let guide = autoLayout[keyPath: slot] { return guide }
        let guide = UILayoutGuide(role: role, identifier: identifier)
        autoLayout[keyPath: slot] = guide
        addLayoutGuide(guide)
        return guide
    }

    /// The margins guide's insets: the layout margins, measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea` is true. The safe area is the one last reported
    /// (in the layout pass, with `safeAreaInsetsDidChange()`), which also remakes the guides.
    var marginGuideInsets: UIEdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = reportedSafeAreaInsets
        return UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    /// A margin attribute as the margins guide's plain attribute (`leftMargin` is the
    /// guide's `left`), or nil for an attribute of the view itself.
    func marginGuideAttribute(_ attribute: NSLayoutConstraint.Attribute) -> (NSLayoutConstraint.Attribute, UILayoutGuide)? {
        let plain: NSLayoutConstraint.Attribute
        switch attribute {
        case .leftMargin: plain = .left
        case .rightMargin: plain = .right
        case .topMargin: plain = .top
        case .bottomMargin: plain = .bottom
        case .leadingMargin: plain = .leading
        case .trailingMargin: plain = .trailing
        case .centerXWithinMargins: plain = .centerX
        case .centerYWithinMargins: plain = .centerY
        default: return nil
        }
        return (plain, layoutMarginsGuide)
    }

    /// The system guides' constraints follow the margins and the safe area.
    func systemGuideInsetsChanged() {
        guard let state = autoLayoutStorage, let engine = treeEngine else { return }
        for guide in [state.marginsGuide, state.safeAreaGuide, state.readableGuide, state.keyboardGuide] {
            if let guide { engine.markStale(guide) }
        }
    }
}
