internal import ConstraintSolver
import CoreGraphics
import Foundation

// The constraints UIKit makes itself: a translated autoresizing mask (or the root's fixed
// rect, or a fitting engine's target), the hugging and compression resistance of an
// intrinsic size, and the insets of a view's system layout guides.

extension LayoutEngine {
    /// Adds the item's private constraints, as it is now.
    func addPins(for entry: EngineItem) {
        if let view = entry.item as? UIView {
            if view === root {
                pinRoot(view, entry)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                pinAutoresizing(view, entry)
            }
            addContentSize(view, entry)
        } else if let guide = entry.item as? UILayoutGuide, let owner = guide.owningViewStorage, let role = guide.systemRole {
            pinSystemGuide(guide, role, owner: owner, entry)
        }
    }

    func removePins(of entry: EngineItem) {
        for constraint in entry.pinConstraints + entry.contentSizeConstraints { remove(constraint) }
        entry.pinConstraints = []
        entry.contentSizeConstraints = []
        entry.contentSize = nil
    }

    private func pin(_ entry: EngineItem, _ constraint: Constraint, owner: Owner) {
        entry.pinConstraints.append(constraint)
        add(constraint, owner: owner)
    }

    /// The root keeps its rect; a fitting root sits at the origin with its size asked to
    /// be the target.
    private func pinRoot(_ view: UIView, _ entry: EngineItem) {
        switch purpose {
        case .layout:
            let rect = view.alignmentRect(forFrame: view.untransformedFrame)
            pin(entry, entry.x == Double(rect.minX), owner: .autoresizing(view))
            pin(entry, entry.y == Double(rect.minY), owner: .autoresizing(view))
            pin(entry, entry.width == Double(rect.width), owner: .autoresizing(view))
            pin(entry, entry.height == Double(rect.height), owner: .autoresizing(view))
        case .fitting(let target, let horizontal, let vertical):
            pin(entry, entry.x == 0, owner: .fittingTarget)
            pin(entry, entry.y == 0, owner: .fittingTarget)
            let insets = view.alignmentRectInsets
            let width = (entry.width + Double(insets.left + insets.right) == Double(target.width))
                .withPriority(Priority(min(horizontal.rawValue, 1000)))
            let height = (entry.height + Double(insets.top + insets.bottom) == Double(target.height))
                .withPriority(Priority(min(vertical.rawValue, 1000)))
            pin(entry, width, owner: .fittingTarget)
            pin(entry, height, owner: .fittingTarget)
        }
    }

    /// The autoresizing mask as constraints (required): each axis's frame as a linear
    /// function of the superview's size, sharing a size change among the flexible parts in
    /// proportion to their sizes, exactly as direct autoresizing does.
    private func pinAutoresizing(_ view: UIView, _ entry: EngineItem) {
        guard let parent = view.superviewStorage else { return }
        let parentEntry = participate(parent)
        let frame = view.untransformedFrame
        let insets = view.alignmentRectInsets, parentInsets = parent.alignmentRectInsets
        let parentSize = parent.bounds.size
        let mask = view.autoresizingMask
        let parentWidth = parentEntry.width + Double(parentInsets.left + parentInsets.right)
        let parentHeight = parentEntry.height + Double(parentInsets.top + parentInsets.bottom)
        let (kx, kw) = Self.shares(leading: frame.minX, size: frame.width, trailing: parentSize.width - frame.maxX,
                                   flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                              mask.contains(.flexibleRightMargin)))
        let (ky, kh) = Self.shares(leading: frame.minY, size: frame.height, trailing: parentSize.height - frame.maxY,
                                   flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                              mask.contains(.flexibleBottomMargin)))
        let growX = parentWidth - Double(parentSize.width), growY = parentHeight - Double(parentSize.height)
        let owner = Owner.autoresizing(view)
        pin(entry, entry.x == Double(frame.minX + insets.left) + growX * kx, owner: owner)
        pin(entry, entry.width == Double(frame.width - insets.left - insets.right) + growX * kw, owner: owner)
        pin(entry, entry.y == Double(frame.minY + insets.top) + growY * ky, owner: owner)
        pin(entry, entry.height == Double(frame.height - insets.top - insets.bottom) + growY * kh, owner: owner)
    }

    /// The shares of a superview size change the origin and the size of one axis get: in
    /// proportion to the flexible parts' current sizes (evenly when they are all zero), as
    /// `UIView`'s direct autoresizing shares it.
    static func shares(leading: CGFloat, size: CGFloat, trailing: CGFloat,
                       flexible: (Bool, Bool, Bool)) -> (origin: Double, size: Double) {
        let parts = [(flexible.0, max(0, leading)), (flexible.1, max(0, size)), (flexible.2, max(0, trailing))]
        let count = parts.filter(\.0).count
        guard count > 0 else { return (0, 0) }
        let total = parts.filter(\.0).reduce(0) { $0 + $1.1 }
        func share(_ i: Int) -> Double {
            guard parts[i].0 else { return 0 }
            return total > 0 ? Double(parts[i].1 / total) : 1 / Double(count)
        }
        return (share(0), share(1))
    }

    /// Hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic) for each
    /// dimension with an intrinsic size.
    private func addContentSize(_ view: UIView, _ entry: EngineItem) {
        let size = view.intrinsicContentSize
        entry.contentSize = size
        if !isFitting { view.autoLayoutStorage?.intrinsicSizeInvalid = false }
        let owner = Owner.contentSize(view)
        func add(_ variable: Variable, _ value: CGFloat, _ axis: NSLayoutConstraint.Axis) {
            guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { return }
            let hug = (variable <= Double(value)).withPriority(Priority(view.contentHuggingPriority(for: axis).rawValue))
            let resist = (variable >= Double(value))
                .withPriority(Priority(view.contentCompressionResistancePriority(for: axis).rawValue))
            for constraint in [resist, hug] {
                entry.contentSizeConstraints.append(constraint)
                self.add(constraint, owner: owner)
            }
        }
        add(entry.width, size.width, .horizontal)
        add(entry.height, size.height, .vertical)
    }

    /// A system guide inside its owning view: the margins, the safe area, or the readable
    /// column (the margins, at most `readableWidth` wide, centred).
    private func pinSystemGuide(_ guide: UILayoutGuide, _ role: UILayoutGuide.SystemRole, owner: UIView,
                                _ entry: EngineItem) {
        let ownerEntry = participate(owner)
        let ownerInsets = owner.alignmentRectInsets
        let width = ownerEntry.width + Double(ownerInsets.left + ownerInsets.right)
        let height = ownerEntry.height + Double(ownerInsets.top + ownerInsets.bottom)
        let insets = role == .safeArea ? owner.safeAreaInsets : owner.marginGuideInsets
        let pinOwner = Owner.guide(guide)
        pin(entry, entry.y == Double(insets.top), owner: pinOwner)
        pin(entry, entry.height == height - Double(insets.top + insets.bottom), owner: pinOwner)
        let innerWidth = width - Double(insets.left + insets.right)
        if role == .readableContent {
            pin(entry, entry.x + entry.width * 0.5 == Double(insets.left) + innerWidth * 0.5, owner: pinOwner)
            pin(entry, entry.width <= innerWidth, owner: pinOwner)
            pin(entry, entry.width <= Double(UIView.readableContentWidth), owner: pinOwner)
            pin(entry, (entry.width == innerWidth).withPriority(Priority(999)), owner: pinOwner)
        } else {
            pin(entry, entry.x == Double(insets.left), owner: pinOwner)
            pin(entry, entry.width == innerWidth, owner: pinOwner)
        }
    }
}
