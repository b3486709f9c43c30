internal import ConstraintSolver
import CoreGraphics
import Foundation

// The constraints UIKit makes itself: a translated autoresizing mask (or the root's fixed
// rect, or a fitting engine's target), the hugging and compression resistance of an
// intrinsic size, and the insets of a view's system layout guides.

extension LayoutEngine {
    /// Adds the item's private constraints, as it is now; or, for an item that has them,
    /// brings them up to date — in place (constants moved, the solver's fast path) when
    /// only their numbers changed, as when code moves a view or the root is resized.
    func addPins(for entry: EngineItem) {
        var pins: [(Constraint, Owner)] = []
        var contentSize: [(Constraint, Owner)] = []
        if let view = entry.item as? UIView {
            if view === root {
                pins = pinRoot(view, entry)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                pins = pinAutoresizing(view, entry)
            }
            contentSize = makeContentSize(view, entry)
        } else if let guide = entry.item as? UILayoutGuide, let owner = guide.owningViewStorage, let role = guide.systemRole {
            pins = pinSystemGuide(guide, role, owner: owner, entry)
        }
        entry.pinConstraints = replace(entry.pinConstraints, with: pins)
        entry.contentSizeConstraints = replace(entry.contentSizeConstraints, with: contentSize)
    }

    func removePins(of entry: EngineItem) {
        for constraint in entry.pinConstraints + entry.contentSizeConstraints { remove(constraint) }
        entry.pinConstraints = []
        entry.contentSizeConstraints = []
        entry.contentSize = nil
    }

    /// The solver's constraints `old` made to say what `new` says: constants moved in place
    /// when every constraint keeps its terms, relation and priority; replaced otherwise.
    private func replace(_ old: [Constraint], with new: [(Constraint, Owner)]) -> [Constraint] {
        let sameShape = old.count == new.count && zip(old, new).allSatisfy { old, new in
            old.relation == new.0.relation && old.priority == new.0.priority && solver.contains(old)
                && old.expression.terms.count == new.0.expression.terms.count
                && zip(old.expression.terms, new.0.expression.terms).allSatisfy {
                    $0.variable == $1.variable && $0.coefficient == $1.coefficient
                }
        }
        if sameShape {
            for (constraint, fresh) in zip(old, new) where solver.constant(of: constraint) != fresh.0.expression.constant {
                needsPublish = true
                do {
                    try solver.updateConstant(of: constraint, to: fresh.0.expression.constant)
                } catch .unsatisfiable(let report) {
                    reportUnsatisfiable(report)
                } catch {
                    LayoutDiagnostics.report("Auto Layout could not move \(describe(constraint)): \(error)")
                }
            }
            return old
        }
        for constraint in old { remove(constraint) }
        for (constraint, owner) in new { add(constraint, owner: owner) }
        return new.map(\.0)
    }

    /// The root keeps its rect; a fitting root sits at the origin with its size asked to
    /// be the target.
    private func pinRoot(_ view: UIView, _ entry: EngineItem) -> [(Constraint, Owner)] {
        switch purpose {
        case .layout:
            let rect = view.alignmentRect(forFrame: view.untransformedFrame)
            return [entry.x == Double(rect.minX), entry.y == Double(rect.minY), entry.width == Double(rect.width),
                    entry.height == Double(rect.height)].map { ($0, .autoresizing(view)) }
        case .fitting(let target, let horizontal, let vertical):
            let insets = view.alignmentRectInsets
            let width = (entry.width + Double(insets.left + insets.right) == Double(target.width))
                .withPriority(Priority(min(horizontal.rawValue, 1000)))
            let height = (entry.height + Double(insets.top + insets.bottom) == Double(target.height))
                .withPriority(Priority(min(vertical.rawValue, 1000)))
            return [entry.x == 0, entry.y == 0, width, height].map { ($0, .fittingTarget) }
        }
    }

    /// The autoresizing mask as constraints (required): each axis's frame as a linear
    /// function of the superview's size, sharing a size change among the flexible parts in
    /// proportion to their sizes, exactly as direct autoresizing does.
    private func pinAutoresizing(_ view: UIView, _ entry: EngineItem) -> [(Constraint, Owner)] {
        guard let parent = view.superviewStorage else { return [] }
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
        return [
            entry.x == Double(frame.minX + insets.left) + growX * kx,
            entry.width == Double(frame.width - insets.left - insets.right) + growX * kw,
            entry.y == Double(frame.minY + insets.top) + growY * ky,
            entry.height == Double(frame.height - insets.top - insets.bottom) + growY * kh,
        ].map { ($0, .autoresizing(view)) }
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
    private func makeContentSize(_ view: UIView, _ entry: EngineItem) -> [(Constraint, Owner)] {
        let size = view.intrinsicContentSize
        entry.contentSize = size
        if !isFitting { view.autoLayoutStorage?.intrinsicSizeInvalid = false }
        var made: [(Constraint, Owner)] = []
        func add(_ variable: Variable, _ value: CGFloat, _ axis: NSLayoutConstraint.Axis) {
            guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { return }
            let hug = (variable <= Double(value)).withPriority(Priority(view.contentHuggingPriority(for: axis).rawValue))
            let resist = (variable >= Double(value))
                .withPriority(Priority(view.contentCompressionResistancePriority(for: axis).rawValue))
            made += [(resist, .contentSize(view)), (hug, .contentSize(view))]
        }
        add(entry.width, size.width, .horizontal)
        add(entry.height, size.height, .vertical)
        return made
    }

    /// A system guide inside its owning view: the margins, the safe area, the readable
    /// column (the margins, at most `readableWidth` wide, centred), a scroll view's content
    /// and frame, or the keyboard's space.
    private func pinSystemGuide(_ guide: UILayoutGuide, _ role: UILayoutGuide.SystemRole, owner: UIView,
                                _ entry: EngineItem) -> [(Constraint, Owner)] {
        let ownerEntry = participate(owner)
        let ownerInsets = owner.alignmentRectInsets
        let width = ownerEntry.width + Double(ownerInsets.left + ownerInsets.right)
        let height = ownerEntry.height + Double(ownerInsets.top + ownerInsets.bottom)
        switch role {
        case .scrollContent:
            // The lowest priority: constraints on the content decide its size, the content
            // size only what they leave free (the scroll view reads the solved size back).
            let size = (owner as? UIScrollView)?.contentSize ?? .zero
            return [entry.x == 0, entry.y == 0, (entry.width == Double(size.width)).withPriority(Priority(1)),
                    (entry.height == Double(size.height)).withPriority(Priority(1))].map { ($0, .guide(guide)) }
        case .scrollFrame:
            let offset = owner.bounds.origin
            return [entry.x == Double(offset.x), entry.y == Double(offset.y), entry.width == width,
                    entry.height == height].map { ($0, .guide(guide)) }
        case .keyboard:
            // The bottom of the owner, as high as the keyboard reaches into it.
            let covered = Double((guide as? UIKeyboardLayoutGuide)?.height(in: owner) ?? 0)
            return [entry.x == 0, entry.width == width, entry.height == covered, entry.y == height - covered]
                .map { ($0, .guide(guide)) }
        case .layoutMargins, .safeArea, .readableContent:
            break
        }
        let insets = role == .safeArea ? owner.reportedSafeAreaInsets : owner.marginGuideInsets
        var pins = [entry.y == Double(insets.top), entry.height == height - Double(insets.top + insets.bottom)]
        let innerWidth = width - Double(insets.left + insets.right)
        if role == .readableContent {
            pins += [entry.x + entry.width * 0.5 == Double(insets.left) + innerWidth * 0.5, entry.width <= innerWidth,
                     entry.width <= Double(UIView.readableContentWidth),
                     (entry.width == innerWidth).withPriority(Priority(999))]
        } else {
            pins += [entry.x == Double(insets.left), entry.width == innerWidth]
        }
        return pins.map { ($0, .guide(guide)) }
    }
}
