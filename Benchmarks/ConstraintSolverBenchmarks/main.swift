import ConstraintSolver
import Foundation
if CommandLine.arguments.count > 1 {
    profileFlat()
    exit(0)
}
func profileFlat() {
    if CommandLine.arguments[1] == "add" { addOnly(); return }
    var best = 1e9
    for _ in 0..<300 {
        let t = now()
        let flat = try! Flat(count: 1000)
        best = min(best, now() - t)
        _ = flat
    }
    print("flat best", best * 1000)
    var c = 1e9
    for _ in 0..<300 {
        let t = now()
        var cs: [Constraint] = []
        cs.reserveCapacity(4000)
        let x = (0..<1000).map { Variable("x\($0)") }
        for i in 0..<1000 { cs.append(x[i] == Double(i)); cs.append(x[i] == Double(i)); cs.append(x[i] == Double(i)); cs.append(x[i] == Double(i)) }
        c = min(c, now() - t)
    }
    print("construction only", c * 1000)
    addOnly()
}
func addOnly() {
    var a = 1e9
    for _ in 0..<300 {
        var cs: [Constraint] = []
        let x = (0..<1000).map { Variable("x\($0)") }
        let y = (0..<1000).map { Variable("x\($0)") }
        let w = (0..<1000).map { Variable("x\($0)") }
        let h = (0..<1000).map { Variable("x\($0)") }
        for i in 0..<1000 { cs.append(x[i] == Double(i)); cs.append(y[i] == Double(i)); cs.append(w[i] == Double(i)); cs.append(h[i] == Double(i)) }
        let t = now()
        var solver = Solver()
        for c in cs { try! solver.add(c) }
        a = min(a, now() - t)
    }
    print("add only", a * 1000)
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) * 1e-9 }

if CommandLine.arguments.count == 1 {
for n in [10, 100, 200, 400] {
    var t = now()
    var chain = try Chain(count: n)
    let build = now() - t
    try chain.solver.suggestValue(chain.natural + 100, for: chain.width)
    print("chain", n, "build ms", build * 1000, "w0", chain.solver.value(of: chain.w[0]), "w1", chain.solver.value(of: chain.w[1]))
    let steps = [10.0, 100, 250, 400, -20, 30]
    let p0 = chain.solver.statistics.pivots
    t = now()
    var sum = 0.0
    for _ in 0..<10 { for s in steps { try chain.solver.suggestValue(chain.natural + s, for: chain.width); sum += chain.readLayout() } }
    print("  edit us", (now() - t) / 60 * 1e6, "pivots/suggest", Double(chain.solver.statistics.pivots - p0) / 60)
}
for n in [100, 1000, 2000, 5000] {
    let t = now()
    let flat = try Flat(count: n)
    print("flat", n, "build ms", (now() - t) * 1000, flat.solver.value(of: flat.x[n - 1]))
}
for n in [10, 100, 1000, 2000] {
    var t = now()
    var stack = try Stack(count: n)
    print("stack", n, "build ms", (now() - t) * 1000, "y", stack.solver.value(of: stack.y[n - 1]), 20 + 29 * (n - 1), "w0", stack.solver.value(of: stack.w[0]))
    t = now()
    var sum = 0.0
    for _ in 0..<10 { for wv in [320.0, 375, 414, 768, 1024, 1366] { try stack.solver.suggestValue(wv, for: stack.width); sum += stack.readLayout() } }
    print("  edit us", (now() - t) / 60 * 1e6)
}
}
