import ConstraintSolver

// The research note's standard problems (notes/autolayout-solvers.md §6.1), built the way
// Auto Layout would: each view's size constraints, then the positions, then the container.

/// P1 "chain": N views in a row filling a resizable container, like a horizontal stack view
/// with `.fill`. View 0 hugs and resists compression least, so it takes all the slack.
struct Chain {
    let count: Int
    var solver = Solver()
    let width = Variable("W")
    let x: [Variable], w: [Variable]
    /// The width at which every view sits at its natural 40 points.
    var natural: Double { 48 * Double(count) + 8 }

    init(count: Int) throws {
        self.count = count
        x = (0..<count).map { Variable("x\($0)") }
        w = (0..<count).map { Variable("w\($0)") }
        for i in 0..<count {
            try solver.add(w[i] >= 0)
            try solver.add((w[i] >= 40).withPriority(i == 0 ? 749 : 750))
            try solver.add((w[i] <= 40).withPriority(i == 0 ? 249 : 250))
        }
        try solver.add(x[0] == 8)
        for i in 1..<count { try solver.add(x[i] == x[i - 1] + w[i - 1] + 8) }
        try solver.add(x[count - 1] + w[count - 1] + 8 == width)
        try solver.add(width >= 0)
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(natural, for: width)
    }

    /// Sum of every view's position and width: reading the whole layout, as applying frames would.
    func readLayout() -> Double {
        var sum = 0.0
        for i in 0..<count { sum += solver.value(of: x[i]) + solver.value(of: w[i]) }
        return sum
    }
}

/// P2 "flat": N independent views on a grid, each pinned by four required constraints.
struct Flat {
    var solver = Solver()
    let x: [Variable], y: [Variable], w: [Variable], h: [Variable]

    init(count: Int) throws {
        x = (0..<count).map { Variable("x\($0)") }
        y = (0..<count).map { Variable("y\($0)") }
        w = (0..<count).map { Variable("w\($0)") }
        h = (0..<count).map { Variable("h\($0)") }
        for i in 0..<count {
            try solver.add(x[i] == Double(10 + (i % 10) * 30))
            try solver.add(y[i] == Double(10 + (i / 10) * 30))
            try solver.add(w[i] == 20)
            try solver.add(h[i] == 20)
        }
    }
}

/// P3 "stack": a vertical list of N rows pinned to a container whose width W is edited.
struct Stack {
    let count: Int
    var solver = Solver()
    let width = Variable("W")
    let x: [Variable], y: [Variable], w: [Variable], h: [Variable]

    init(count: Int) throws {
        self.count = count
        x = (0..<count).map { Variable("x\($0)") }
        y = (0..<count).map { Variable("y\($0)") }
        w = (0..<count).map { Variable("w\($0)") }
        h = (0..<count).map { Variable("h\($0)") }
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(375, for: width)
        for i in 0..<count {
            try solver.add(x[i] == 16)
            try solver.add(x[i] + w[i] == width - 16)
            try solver.add(i == 0 ? y[0] == 20 : y[i] == y[i - 1] + h[i - 1] + 8)
            try solver.add((h[i] >= 21).withPriority(750))
            try solver.add((h[i] <= 21).withPriority(250))
            try solver.add((w[i] >= 100).withPriority(750))
        }
    }

    func readLayout() -> Double {
        var sum = 0.0
        for i in 0..<count {
            sum += solver.value(of: x[i]) + solver.value(of: y[i]) + solver.value(of: w[i]) + solver.value(of: h[i])
        }
        return sum
    }
}
