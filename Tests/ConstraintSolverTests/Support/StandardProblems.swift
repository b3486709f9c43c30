import ConstraintSolver

/// The random generator of the solver research's addDel workload: a 64-bit LCG.
struct LinearCongruential {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// Uniform in [0, 1).
    mutating func unit() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }

    mutating func integer(below bound: Int) -> Int { min(bound - 1, Int(unit() * Double(bound))) }
}

/// Standard problem P1: N views in a row between two 8-point margins and 8-point gaps,
/// filling an edited width W @999; each view resists compression below 40 @750 and hugs 40
/// @250, view 0 one less (749, 249), so view 0 absorbs all slack.
struct ChainProblem {
    var solver = Solver()
    let width = Variable("W")
    let positions: [Variable], widths: [Variable]
    var natural: Double { 48 * Double(widths.count) + 8 }

    init(count: Int) throws {
        positions = (0..<count).map { Variable("x\($0)") }
        widths = (0..<count).map { Variable("w\($0)") }
        for (index, viewWidth) in widths.enumerated() {
            let bias: Float = index == 0 ? 1 : 0
            try solver.add(viewWidth >= 0)
            try solver.add((viewWidth >= 40).withPriority(Priority(750 - bias)))
            try solver.add((viewWidth <= 40).withPriority(Priority(250 - bias)))
        }
        try solver.add(positions[0] == 8)
        for index in 1..<count {
            try solver.add(positions[index] == positions[index - 1] + widths[index - 1] + 8)
        }
        try solver.add(positions[count - 1] + widths[count - 1] + 8 == width)
        try solver.add(width >= 0)
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(natural, for: width)
    }

    func widthValues() -> [Double] { widths.map { solver.value(of: $0) } }
}

/// Standard problem P3: a vertical list of N rows, 16 points from each side of a container
/// whose width W is edited @999, rows 21 high (hugging 250, compression 750), 8 apart from
/// y = 20, at least 100 wide @750.
struct StackProblem {
    var solver = Solver()
    let width = Variable("W")
    let rows: [(x: Variable, y: Variable, w: Variable, h: Variable)]

    init(count: Int) throws {
        rows = (0..<count).map { _ in (Variable("x"), Variable("y"), Variable("w"), Variable("h")) }
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(375, for: width)
        for (index, row) in rows.enumerated() {
            try solver.add(row.x == 16)
            try solver.add(row.x + row.w == width - 16)
            let previous = index > 0 ? rows[index - 1] : nil
            try solver.add(previous.map { row.y == $0.y + $0.h + 8 } ?? (row.y == 20))
            try solver.add((row.h >= 21).withPriority(750))
            try solver.add((row.h <= 21).withPriority(250))
            try solver.add((row.w >= 100).withPriority(750))
        }
    }

    /// Every row's x, y, width and height.
    func layout() -> [Double] {
        rows.flatMap { [$0.x, $0.y, $0.w, $0.h].map { solver.value(of: $0) } }
    }
}
