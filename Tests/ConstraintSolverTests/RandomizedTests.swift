import ConstraintSolver
import Testing

/// Random constraints in the shape of Cassowary's classic addDel benchmark: one to three
/// terms with coefficients in [−5, 5) over a few variables, constants in [−10, 10), mostly
/// equalities, at a mix of priorities.
struct RandomConstraints {
    var generator: LinearCongruential
    let variables: [Variable]
    let priorities: [Priority]

    init(seed: UInt64, variables: Int, priorities: [Priority] = [.required, .required, 750, 500, 250, 250.5, 1]) {
        generator = LinearCongruential(seed: seed)
        self.variables = (0..<variables).map { Variable("v\($0)") }
        self.priorities = priorities
    }

    mutating func next() -> Constraint {
        var terms: [Term] = []
        for _ in 0..<(1 + generator.integer(below: 3)) {
            let coefficient = (generator.unit() * 10 - 5).rounded() / 2
            terms.append(Term(variables[generator.integer(below: variables.count)], coefficient == 0 ? 1 : coefficient))
        }
        let expression = LinearExpression(terms, constant: (generator.unit() * 20 - 10).rounded())
        let relation: Relation = generator.unit() < 0.6 ? .equal : generator.unit() < 0.5 ? .lessThanOrEqual : .greaterThanOrEqual
        return Constraint(expression, relation, priority: priorities[generator.integer(below: priorities.count)])
    }
}

/// Checks the solver's optimum against the reference LP: the same least error per priority.
func expectOptimal(_ solver: Solver, _ constraints: [Constraint], _ context: String,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    guard let reference = referenceErrorSums(constraints) else {
        Issue.record("\(context): the accepted constraints are infeasible", sourceLocation: sourceLocation)
        return
    }
    let actual = errorSums(constraints, in: solver)
    for (level, sum) in reference.sorted(by: { $0.key > $1.key }) {
        let found = actual[level] ?? 0
        if abs(found - sum) > 1e-6 * max(1, sum) {
            Issue.record("\(context): errors @\(level) sum to \(found), least is \(sum)", sourceLocation: sourceLocation)
            return
        }
    }
}

@Suite("Randomized checks against a reference LP")
struct RandomizedTests {
    @Test("random systems: the optimum the spec defines, and broken constraints really conflict",
          arguments: 0..<8)
    func randomSystems(_ batch: Int) throws {
        for seed in UInt64(batch * 25)..<UInt64(batch * 25 + 25) {
            var random = RandomConstraints(seed: seed, variables: 2 + Int(seed % 4))
            var solver = Solver()
            var accepted: [Constraint] = []
            for _ in 0..<(3 + Int(seed % 7)) {
                let constraint = random.next()
                do {
                    try solver.add(constraint)
                    accepted.append(constraint)
                } catch {
                    guard case .unsatisfiable(let report) = error else { throw error }
                    #expect(report.broken === constraint)
                    #expect(referenceErrorSums(accepted + [constraint]) == nil, "seed \(seed): \(constraint) was satisfiable")
                    let required = report.conflicting.filter { $0 !== constraint }
                    #expect(referenceErrorSums(required + [constraint]) == nil, "seed \(seed): the conflict set is consistent")
                }
                let problems = solver.invariantViolations()
                #expect(problems.isEmpty, "seed \(seed): \(problems)")
            }
            expectOptimal(solver, accepted, "seed \(seed)")
        }
    }

    @Test("random operation sequences: add, remove, change constants, suggest, with every invariant after each",
          arguments: 0..<6)
    func randomOperations(_ batch: Int) throws {
        for seed in UInt64(1000 + batch * 10)..<UInt64(1000 + batch * 10 + 10) {
            var random = RandomConstraints(seed: seed, variables: 4)
            var solver = Solver()
            var present: [Constraint] = []
            var constants: [ObjectIdentifier: Double] = [:]
            var edits: [Variable: (priority: Priority, value: Double)] = [:]
            for step in 0..<40 {
                let choice = random.generator.unit()
                let inequalities = present.filter { $0.relation != .equal && !$0.priority.isRequired }
                if choice < 0.1, let original = inequalities.last {
                    // The mirror image of an optional inequality: hugging against compression.
                    let constant = constants[ObjectIdentifier(original)]!
                    let flipped: Relation = original.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
                    let priority = random.priorities[1 + random.generator.integer(below: random.priorities.count - 1)]
                    let mirror = random.generator.unit() < 0.5
                        ? Constraint(LinearExpression(original.expression.terms, constant: constant), flipped, priority: priority)
                        : Constraint(LinearExpression(original.expression.terms, constant: constant) * -1, original.relation,
                                     priority: priority)
                    if priority.isRequired { continue }
                    try solver.add(mirror)
                    present.append(mirror)
                    constants[ObjectIdentifier(mirror)] = mirror.expression.constant
                } else if choice < 0.45 || present.isEmpty {
                    let constraint = random.next()
                    if (try? solver.add(constraint)) != nil {
                        present.append(constraint)
                        constants[ObjectIdentifier(constraint)] = constraint.expression.constant
                    }
                } else if choice < 0.6 {
                    let constraint = present.remove(at: random.generator.integer(below: present.count))
                    try solver.remove(constraint)
                } else if choice < 0.8 {
                    let index = random.generator.integer(below: present.count)
                    let constant = (random.generator.unit() * 30 - 15).rounded()
                    do {
                        try solver.updateConstant(of: present[index], to: constant)
                        constants[ObjectIdentifier(present[index])] = constant
                    } catch {
                        guard case .unsatisfiable(let report) = error else { throw error }
                        #expect(report.broken === present[index])
                        present.remove(at: index)
                    }
                } else {
                    let variable = random.variables[random.generator.integer(below: random.variables.count)]
                    if edits[variable] == nil {
                        let priority = Priority(Float([999, 600, 100][random.generator.integer(below: 3)]))
                        try solver.addEditVariable(variable, priority: priority)
                        edits[variable] = (priority, solver.value(of: variable))
                    }
                    let value = (random.generator.unit() * 100 - 50).rounded()
                    try solver.suggestValue(value, for: variable)
                    edits[variable]!.value = value
                }
                let problems = solver.invariantViolations()
                #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems)")
                guard step % 4 == 3 else { continue }
                let current = present.map {
                    Constraint(LinearExpression($0.expression.terms, constant: constants[ObjectIdentifier($0)]!), $0.relation,
                               priority: $0.priority)
                } + edits.map { ($0.key == $0.value.value).withPriority($0.value.priority) }
                expectOptimal(solver, current, "seed \(seed) step \(step)")
            }
        }
    }

    @Test("the addDel workload Kiwi aborts on: no crash, invariants hold")
    func addDel() throws {
        for seed: UInt64 in [1, 42] {
            var random = RandomConstraints(seed: seed, variables: 60, priorities: [.required])
            var solver = Solver()
            var added = 0, attempts = 0
            while added < 60 && attempts < 2000 {
                attempts += 1
                if (try? solver.add(random.next())) != nil { added += 1 }
            }
            for variable in random.variables { try solver.add((variable == 0).withPriority(1)) }
            let editA = random.variables[0], editB = random.variables[1]
            try solver.addEditVariable(editA, priority: 750)
            try solver.addEditVariable(editB, priority: 750)
            for _ in 0..<200 {
                try solver.suggestValue(random.generator.unit() * 1000, for: editA)
                try solver.suggestValue(random.generator.unit() * 1000, for: editB)
            }
            let problems = solver.invariantViolations()
            #expect(problems.isEmpty, "seed \(seed): \(problems)")
        }
    }
}
