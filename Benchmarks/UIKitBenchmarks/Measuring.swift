import Foundation

/// Timing for benchmarks on a shared, noisy machine: each figure is the best per-iteration
/// time over several rounds, and the two sides of a comparison are measured in alternation
/// so that a change in machine load hits both alike.
enum Measuring {
    /// Rounds per measurement, and alternations per comparison.
    static let rounds = 5, passes = 3

    /// Whether a figure missed its target or a check of a result failed: the run then ends
    /// with exit status 1, after every figure is printed.
    nonisolated(unsafe) static var failed = false

    /// "OK" when a figure meets its target; otherwise "OVER", and the run fails.
    static func verdict(_ met: Bool) -> String {
        if !met { failed = true }
        return met ? "OK" : "OVER"
    }

    /// Fails the run, saying so, when a check of what a benchmark computed does not hold.
    static func require(_ condition: Bool, _ what: String) {
        if !condition {
            failed = true
            print("CHECK FAILED: \(what)")
        }
    }

    /// The best time per iteration, in seconds, over `rounds` rounds of `iterations` runs.
    static func bestTime(iterations: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            for _ in 0..<iterations { body() }
            let elapsed = (ContinuousClock.now - start).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
            best = min(best, seconds / Double(iterations))
        }
        return best
    }

    /// Best times of `subject` and `baseline`, measured alternately `passes` times.
    static func compare(iterations: Int, subject: () -> Void, baseline: () -> Void) -> (subject: Double, baseline: Double) {
        var s = Double.infinity, b = Double.infinity
        for _ in 0..<passes {
            s = min(s, bestTime(iterations: iterations, subject))
            b = min(b, bestTime(iterations: iterations, baseline))
        }
        return (s, b)
    }

    /// Prints one figure: both times, their ratio and whether it meets `target`.
    static func report(_ name: String, subject: (label: String, seconds: Double),
                       baseline: (label: String, seconds: Double), target: Double) {
        let ratio = subject.seconds / baseline.seconds
        print(String(format: "%@: %@ %.3f ms, %@ %.3f ms, ratio %.3f (target <= %.2f) %@",
                     name, subject.label, subject.seconds * 1000, baseline.label, baseline.seconds * 1000,
                     ratio, target, verdict(ratio <= target)))
    }
}
