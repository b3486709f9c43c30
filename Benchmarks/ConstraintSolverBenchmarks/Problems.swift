import ConstraintSolver

// The standard problems of Auto Layout solver research (Benchmarks/README.md), in the order
// the research lists their constraints, and beside each the same layout computed directly —
// what a hand-written layout (or a flexbox engine) does — as the in-process baseline.

/// P1 "chain": N views in a row filling a container of edited width W @999, 8-point margins
/// and gaps; each view resists compression below 40 @750 and hugs 40 @250, view 0 one less
/// (749, 249), so view 0 takes all the slack.
struct Chain {
    let count: Int
    var solver = Solver()
    let width = Variable("W")
    let x: [Variable], w: [Variable]

    /// The width at which every view sits at its natural 40 points.
    var natural: Double { 48 * Double(count) + 8 }

    init(count: Int) throws {
        self.count = count
        x = (0..<count).map { _ in Variable() }
        w = (0..<count).map { _ in Variable() }
        try solver.addEditVariable(width, priority: 999)
        try solver.add(width >= 0)
        try solver.add(x[0] == 8)
        for i in 1..<count { try solver.add(x[i] == x[i - 1] + w[i - 1] + 8) }
        try solver.add(x[count - 1] + w[count - 1] + 8 == width)
        for i in 0..<count {
            try solver.add(w[i] >= 0)
            try solver.add((w[i] >= 40).withPriority(i == 0 ? 749 : 750))
            try solver.add((w[i] <= 40).withPriority(i == 0 ? 249 : 250))
        }
        try solver.suggestValue(natural, for: width)
    }

    /// Suggests `value` for W and reads every view's position and width, as applying the
    /// frames would.
    mutating func layout(width value: Double) throws -> Double {
        try solver.suggestValue(value, for: width)
        var sum = 0.0
        for i in 0..<count { sum += solver.value(of: x[i]) + solver.value(of: w[i]) }
        return sum
    }

    /// The same layout computed directly: view 0 stretches or shrinks first, then the rest
    /// shrink in order; positions follow.
    func manualLayout(width value: Double) -> Double {
        var slack = value - natural
        var sum = 0.0, position = 8.0
        for i in 0..<count {
            var viewWidth = 40.0
            if slack > 0 && i == 0 {
                viewWidth += slack
                slack = 0
            } else if slack < 0 {
                let give = min(40, -slack)
                viewWidth -= give
                slack += give
            }
            sum += position + viewWidth
            position += viewWidth + 8
        }
        return sum
    }
}

/// P2 "flat": N independent views on a grid, each pinned by four required constraints.
struct Flat {
    var solver = Solver()
    let w: [Variable]

    init(count: Int) throws {
        var w: [Variable] = []
        for i in 0..<count {
            let x = Variable(), y = Variable(), width = Variable(), height = Variable()
            try solver.add(x == Double(10 + (i % 10) * 30))
            try solver.add(y == Double(10 + (i / 10) * 30))
            try solver.add(width == 20)
            try solver.add(height == 20)
            w.append(width)
        }
        self.w = w
    }
}

/// P3 "stack": a vertical list of N rows 16 points in from each side of a container whose
/// width W is edited @999; rows 21 high (compression 750, hugging 250), 8 apart from y = 20,
/// at least 100 wide @750.
struct Stack {
    let count: Int
    var solver = Solver()
    let width = Variable("W")
    let x: [Variable], y: [Variable], w: [Variable], h: [Variable]

    init(count: Int) throws {
        self.count = count
        x = (0..<count).map { _ in Variable() }
        y = (0..<count).map { _ in Variable() }
        w = (0..<count).map { _ in Variable() }
        h = (0..<count).map { _ in Variable() }
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

    /// Suggests `value` for W and reads every row's frame.
    mutating func layout(width value: Double) throws -> Double {
        try solver.suggestValue(value, for: width)
        var sum = 0.0
        for i in 0..<count {
            sum += solver.value(of: x[i]) + solver.value(of: y[i]) + solver.value(of: w[i]) + solver.value(of: h[i])
        }
        return sum
    }

    /// The same frames computed directly.
    func manualLayout(width value: Double) -> Double {
        var sum = 0.0
        for i in 0..<count { sum += 16 + (20 + 29 * Double(i)) + (value - 32) + 21 }
        return sum
    }
}
