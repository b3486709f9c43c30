internal import ConstraintSolver
import CoreGraphics
import Foundation

// The debugging questions: is an item's rect fixed by the constraints, which constraints
// fix it, and another layout the constraints allow just as well.

extension LayoutEngine {
    /// The priority of the probes: below every priority a constraint may have, so they
    /// change nothing a constraint decides.
    private static let probePriority = Priority(0.001)
    /// How far a value must be able to move to count as ambiguous: 1e-6 points (D17).
    private static let tolerance = 1e-6

    /// The item's variables whose value the constraints leave free (equally good
    /// solutions exist with another value).
    func ambiguousVariables(of item: any LayoutItem) -> [Variable] {
        installPending()
        guard let entry = entry(of: item) else { return [] }
        return [entry.x, entry.y, entry.width, entry.height].filter { variable in
            let current = solver.value(of: variable)
            return [1.0, -1.0].contains { delta in
                var probe = solver
                guard (try? probe.add((variable == current + delta).withPriority(Self.probePriority))) != nil else {
                    return false
                }
                return abs(probe.value(of: variable) - current) > Self.tolerance
            }
        }
    }

    /// Moves one of the item's free variables to another value the constraints allow, kept
    /// by a constraint below every priority; returns whether anything moved.
    func exerciseAmbiguity(of item: any LayoutItem) -> Bool {
        let free = ambiguousVariables(of: item)
        guard !free.isEmpty else { return false }
        let variable = free[Int(LayoutDiagnostics.random() % UInt64(free.count))]
        let current = solver.value(of: variable)
        let step = Double(1 + LayoutDiagnostics.random() % 100) * (LayoutDiagnostics.random() % 2 == 0 ? 1 : -1)
        if let old = exercised { remove(old) }
        let keep = (variable == current + step).withPriority(Self.probePriority)
        add(keep, owner: .fittingTarget)
        exercised = keep
        return abs(solver.value(of: variable) - current) > Self.tolerance
    }

    /// The explicit constraints that hold the item's rect on `axis` where it is: binding
    /// constraints (equalities, or inequalities met exactly) reached from its variables
    /// through binding constraints.
    func constraintsAffecting(_ item: any LayoutItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        installPending()
        guard let entry = entry(of: item) else { return [] }
        var reached: Set<Variable> = axis == .horizontal ? [entry.x, entry.width] : [entry.y, entry.height]
        let binding = owners.values.filter { record in
            record.constraint.relation == .equal
                || abs(record.constraint.expression.value { solver.value(of: $0) }) < Self.tolerance
        }
        var included = Set<ObjectIdentifier>()
        var grew = true
        while grew {
            grew = false
            for record in binding where !included.contains(ObjectIdentifier(record.constraint)) {
                let variables = record.constraint.expression.terms.map(\.variable)
                guard variables.contains(where: reached.contains) else { continue }
                included.insert(ObjectIdentifier(record.constraint))
                reached.formUnion(variables)
                grew = true
            }
        }
        return binding
            .filter { included.contains(ObjectIdentifier($0.constraint)) }
            .sorted { ($0.constraint.expression.terms.first?.variable.description ?? "") < ($1.constraint.expression.terms.first?.variable.description ?? "") }
            .compactMap { record in
                if case .explicit(let layoutConstraint) = record.owner { return layoutConstraint }
                return nil
            }
    }
}

extension LayoutDiagnostics {
    /// Seeds the generator `exerciseAmbiguityInLayout()` draws from (SplitMix64, its state
    /// kept by the environment), for repeatable tests.
    @_spi(Testing) public static func seedRandom(_ seed: UInt64) { HostEnvironment.current.uiKit.ambiguityRandomState = seed }

    static func random() -> UInt64 {
        let environment = HostEnvironment.current.uiKit
        environment.ambiguityRandomState &+= 0x9E37_79B9_7F4A_7C15
        var z = environment.ambiguityRandomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
