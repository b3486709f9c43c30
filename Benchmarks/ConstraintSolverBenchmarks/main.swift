// ConstraintSolver benchmarks (release build: `make bench`): the standard problems P1–P3 of
// Auto Layout solver research (described in Benchmarks/README.md) at several sizes, with
// the issue's targets. Times are the best of several rounds; each line also shows a
// baseline measured in the same process (the same layout computed directly, or the same
// problem at another size).
import ConstraintSolver
import Foundation

var sink = 0.0   // keeps results alive so the optimizer cannot drop the work

func check(_ condition: Bool, _ what: String) {
    if !condition {
        Measuring.failed = true
        print("WRONG RESULT: \(what)")
    }
}

// P2 flat: building N independent views (new solver, 4N constraints made and added).
var flatTimes: [Int: Double] = [:]
for count in [100, 1000, 2000, 5000] {
    flatTimes[count] = try Measuring.best(runs: count <= 1000 ? 5 : 2) { try Flat(count: count) }
}
let flatPair = try Measuring.compare(runs: 3, subject: { try Flat(count: 2000) }, baseline: { try Flat(count: 1000) })
let flat1000 = min(flatTimes[1000]!, flatPair.baseline), flat2000 = min(flatTimes[2000]!, flatPair.subject)
print(String(format: "P2 flat build, N = 100 / 1000 / 2000 / 5000: %.3f / %.3f / %.3f / %.3f ms",
             flatTimes[100]! * 1000, flat1000 * 1000, flat2000 * 1000, flatTimes[5000]! * 1000))
Measuring.report("P2 flat build N=1000", ("solver", flat1000), against: ("N=100 ×10", flatTimes[100]! * 10),
                 target: .milliseconds(2))
Measuring.report("P2 flat build N=2000 ÷ N=1000", ("N=2000", flatPair.subject), against: ("N=1000", flatPair.baseline),
                 target: .ratio(2.3))
var flat = try Flat(count: 1000)
check(flat.solver.value(of: flat.w[999]) == 20, "flat w")
let flatToggle = (flat.w[500] == 60).withPriority(500)
let flatToggleTime = try Measuring.best(runs: 1000) {
    try flat.solver.add(flatToggle)
    try flat.solver.remove(flatToggle)
} / 2
print(String(format: "P2 flat N=1000 toggle (add, remove w[N/2] == 60 @500): %.2f µs per operation", flatToggleTime * 1e6))

// P1 chain: the container width cycles through six values, two of which flip view 0 between
// stretched and compressed.
let steps = [10.0, 100, 250, 400, -20, 30]
for count in [10, 100, 200, 400] {
    var chain = try Chain(count: count)
    check(try chain.layout(width: chain.natural + 100) == chain.manualLayout(width: chain.natural + 100), "chain layout")
    check(chain.solver.value(of: chain.w[0]) == 140 && chain.solver.value(of: chain.w[1]) == 40, "chain w0, w1")
    let pivots = chain.solver.statistics.pivots
    let times = try Measuring.compare(
        runs: 20,
        subject: { for step in steps { sink += try chain.layout(width: chain.natural + step) } },
        baseline: { for step in steps { sink += chain.manualLayout(width: chain.natural + step) } })
    let cycles = Double((chain.solver.statistics.pivots - pivots) / 6) / Double(Measuring.passes * Measuring.rounds * 20)
    let name = "P1 chain N=\(count) width edit (per suggestion, pivots per cycle of 6: \(String(format: "%.0f", cycles * 6)))"
    if count == 100 {
        Measuring.report(name, ("solver", times.subject / 6), against: ("manual layout", times.baseline / 6),
                         target: .milliseconds(0.2))
    } else {
        print(String(format: "%@: %.4f ms, manual layout %.4f ms", name, times.subject / 6 * 1000, times.baseline / 6 * 1000))
    }
    if count <= 200 {
        // Every view squeezed, then all back: each view changes regime, so about N pivots.
        let squeezed = 8 * Double(count + 1) + 10
        let before = chain.solver.statistics.pivots
        let flip = try Measuring.best(runs: 2) {
            sink += try chain.layout(width: squeezed) + chain.layout(width: chain.natural + 100)
        } / 2
        let flips = Double(chain.solver.statistics.pivots - before) / Double(Measuring.rounds * 4)
        let toggle = (chain.w[count / 2] == 60).withPriority(500)
        let toggleTime = try Measuring.best(runs: 20) {
            try chain.solver.add(toggle)
            try chain.solver.remove(toggle)
        } / 2
        print(String(format: "  flip (all squeezed ↔ natural + 100): %.3f ms, %.0f pivots; toggle w[N/2] == 60 @500: %.1f µs per operation",
                     flip * 1000, flips, toggleTime * 1e6))
    }
}

// P3 stack: the container width cycles through common device widths.
let widths = [320.0, 375, 414, 768, 1024, 1366]
for count in [10, 100, 1000, 2000] {
    let buildStart = Measuring.now()
    var stack = try Stack(count: count)
    let build = Measuring.now() - buildStart
    check(try stack.layout(width: 375) == stack.manualLayout(width: 375), "stack layout")
    let times = try Measuring.compare(
        runs: count >= 1000 ? 2 : 20,
        subject: { for width in widths { sink += try stack.layout(width: width) } },
        baseline: { for width in widths { sink += stack.manualLayout(width: width) } })
    let name = String(format: "P3 stack N=%d width edit (build %.1f ms)", count, build * 1000)
    if count == 1000 {
        Measuring.report(name, ("solver", times.subject / 6), against: ("manual layout", times.baseline / 6),
                         target: .milliseconds(0.4))
    } else {
        print(String(format: "%@: %.4f ms, manual layout %.4f ms", name, times.subject / 6 * 1000, times.baseline / 6 * 1000))
    }
}
if sink.isNaN { print(sink) }

// `make bench` fails when a figure missed its target (a line ending in OVER) or a result was wrong.
if Measuring.failed {
    print("ConstraintSolverBenchmarks: a figure missed its target or a result was wrong")
    exit(1)
}
