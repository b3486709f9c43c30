internal import ConstraintSolver
import CoreGraphics
import Foundation

/// The Auto Layout engine of one view tree: the constraints held in the tree, and the ones
/// UIKit adds for autoresizing masks, intrinsic sizes and layout guides, in one incremental
/// solver.
///
/// Each item taking part has four variables, its alignment rect in its layout parent's
/// coordinates; every ancestor of such an item takes part too (pinned by its autoresizing
/// constraints unless it is placed by constraints itself), so a size change at the root
/// reaches every constrained view. Work is incremental: constraints enter and leave the
/// solver one by one as they are activated, deactivated or moved with their views, a
/// constant change moves one row, and after solving only the views whose rect changed ask
/// their superview for layout.
///
/// The layout engine lives at the root of its tree (normally a window) and is made when
/// the tree first uses Auto Layout. A fitting engine is made for one
/// `systemLayoutSizeFitting(_:)` call and thrown away.
@MainActor
final class LayoutEngine {
    /// What the engine is for.
    enum Purpose {
        /// Laying out a tree: the root keeps its size.
        case layout
        /// Measuring a subtree: the root's size is free, asked to be `target` at the given
        /// priorities.
        case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    /// A constraint's entry in the engine.
    @MainActor
    final class Installation {
        unowned let engine: LayoutEngine
        /// The solver's constraint (nil when the constraint could not be expressed: an item
        /// outside the holder's subtree).
        var solverConstraint: Constraint?
        /// The solver expression's constant when the constraint's own constant is 0.
        var baseConstant: Double = 0
        /// Whether the solver broke the constraint (required, unsatisfiable).
        var isBroken = false

        init(engine: LayoutEngine) { self.engine = engine }

        func constantChanged(_ constraint: NSLayoutConstraint) { engine.changeConstant(of: constraint, in: self) }
        func priorityChanged(_ constraint: NSLayoutConstraint) { engine.reinstall(constraint) }
    }

    /// Who a solver constraint belongs to, for diagnostics.
    enum Owner {
        case explicit(NSLayoutConstraint)
        case autoresizing(UIView)
        case contentSize(UIView)
        case guide(UILayoutGuide)
        case fittingTarget
    }

    weak var root: UIView?
    let purpose: Purpose
    var solver = Solver()
    /// Every item taking part, by identity.
    var items: [ObjectIdentifier: EngineItem] = [:]
    /// Every solver constraint the engine added, with whom it belongs to.
    var owners: [ObjectIdentifier: (constraint: Constraint, owner: Owner)] = [:]
    /// Constraints held in the tree that are not in the solver yet.
    var pendingConstraints: [NSLayoutConstraint] = []
    /// Views placed by constraints (`translatesAutoresizingMaskIntoConstraints == false`)
    /// that are not taking part yet.
    var pendingViews: [UIView] = []
    /// Items that joined since their private constraints were last added (added after
    /// the explicit constraints of the same batch, as UIKit orders them).
    var itemsNeedingPins: [EngineItem] = []
    /// Items whose autoresizing or guide constraints or intrinsic size must be remade.
    var staleItems: [EngineItem] = []
    /// Views whose `updateConstraints()` is due.
    var viewsNeedingUpdate: [UIView] = []
    /// Whether something changed since the solution was last handed to the views.
    var needsPublish = true
    /// The constraint that keeps the layout `exerciseAmbiguityInLayout()` chose last.
    var exercised: Constraint?
    /// True while an engine moves views (and autoresizing moves their subviews), so their
    /// geometry setters do not mark them as moved by code. One flag for every engine:
    /// layout runs on the main thread, one tree at a time, and the setters can check it
    /// before looking for their tree's engine.
    static var isApplying = false

    /// A fitting engine keeps its entries to itself, so measuring never disturbs the
    /// tree's own engine.
    private var localInstallations: [ObjectIdentifier: Installation] = [:]
    var isFitting: Bool {
        if case .fitting = purpose { return true }
        return false
    }

    init(root: UIView, purpose: Purpose = .layout) {
        self.root = root
        self.purpose = purpose
    }

    func entry(of item: any LayoutItem) -> EngineItem? {
        isFitting ? items[ObjectIdentifier(item)] : item.engineItem
    }

    private func setEntry(_ entry: EngineItem?, of item: any LayoutItem) {
        items[ObjectIdentifier(item)] = entry
        if !isFitting { item.engineItem = entry }
    }

    func installation(of constraint: NSLayoutConstraint) -> Installation? {
        isFitting ? localInstallations[ObjectIdentifier(constraint)] : constraint.installation
    }

    func setInstallation(_ installation: Installation?, of constraint: NSLayoutConstraint) {
        if isFitting {
            localInstallations[ObjectIdentifier(constraint)] = installation
        } else {
            constraint.installation = installation
        }
    }

    /// Whether `view` is in the engine's tree.
    func contains(_ view: UIView) -> Bool {
        guard let root else { return false }
        return isFitting ? view.isDescendant(of: root) : view.layoutRoot === root
    }

    // MARK: Solving

    /// How many update–solve–layout passes one layout runs at most while layout keeps
    /// changing constraints.
    static let maximumPasses = 4

    /// Whether constraints changed since the last solve, or updates are due.
    var hasPendingWork: Bool {
        needsPublish || !viewsNeedingUpdate.isEmpty || !pendingConstraints.isEmpty || !staleItems.isEmpty
    }

    /// Brings pending constraints and items in, remakes stale private constraints, and
    /// marks for layout the superviews of views whose solved rect changed.
    func solve() {
        installPending()
        guard needsPublish else { return }
        needsPublish = false
        for entry in items.values {
            let rect = entry.rect(in: solver)
            guard rect != entry.applied else { continue }
            entry.applied = rect
            if let view = entry.item as? UIView, view !== root { view.superviewStorage?.setNeedsLayout() }
        }
    }

    /// The pending work, in UIKit's order: explicit constraints first, then the private
    /// constraints of the items they brought in.
    func installPending() {
        while !pendingConstraints.isEmpty || !pendingViews.isEmpty || !itemsNeedingPins.isEmpty || !staleItems.isEmpty {
            let constraints = pendingConstraints
            pendingConstraints.removeAll()
            for constraint in constraints { install(constraint) }
            let views = pendingViews
            pendingViews.removeAll()
            for view in views where contains(view) && !view.translatesAutoresizingMaskIntoConstraints {
                _ = participate(view)
            }
            let joined = itemsNeedingPins
            itemsNeedingPins.removeAll()
            for entry in joined where self.entry(of: entry.item) === entry { addPins(for: entry) }
            let stale = staleItems
            staleItems.removeAll()
            for entry in stale where self.entry(of: entry.item) === entry {
                entry.isStale = false
                addPins(for: entry)
            }
        }
    }

    // MARK: Items

    /// The item's entry, made (with its layout parent's) if it has none.
    func participate(_ item: any LayoutItem) -> EngineItem {
        if let entry = entry(of: item) { return entry }
        let entry = EngineItem(item: item, name: LayoutDiagnostics.name(of: item))
        setEntry(entry, of: item)
        if item !== root, let parent = item.layoutParent { _ = participate(parent) }
        itemsNeedingPins.append(entry)
        needsPublish = true
        return entry
    }

    /// Takes an item out: its private constraints leave the solver.
    func withdraw(_ item: any LayoutItem) {
        guard let entry = entry(of: item), items[ObjectIdentifier(item)] === entry else { return }
        removePins(of: entry)
        setEntry(nil, of: item)
        needsPublish = true
    }

    /// Asks for an item's private constraints to be remade at the next solve.
    func markStale(_ item: any LayoutItem) {
        guard let entry = entry(of: item), items[ObjectIdentifier(item)] === entry else { return }
        guard !entry.isStale else { return }
        entry.isStale = true
        staleItems.append(entry)
        needsPublish = true
    }

    // MARK: Solver access

    /// Adds a solver constraint, reporting (as UIKit logs) one that had to be broken.
    @discardableResult
    func add(_ constraint: Constraint, owner: Owner) -> Bool {
        owners[ObjectIdentifier(constraint)] = (constraint, owner)
        needsPublish = true
        do {
            try solver.add(constraint)
            return true
        } catch .unsatisfiable(let report) {
            reportUnsatisfiable(report)
            return false
        } catch {
            owners[ObjectIdentifier(constraint)] = nil
            LayoutDiagnostics.report("Auto Layout could not use \(describe(constraint)): \(error)")
            return false
        }
    }

    func remove(_ constraint: Constraint) {
        owners[ObjectIdentifier(constraint)] = nil
        needsPublish = true
        if solver.contains(constraint) { try? solver.remove(constraint) }
    }
}
