import Foundation

/// Timing on a shared, noisy machine: every figure is the best of several rounds, and the
/// two sides of a comparison run alternately, so a change in load hits both alike.
enum Measuring {
    static let rounds = 7, passes = 3

    /// Whether a figure missed its target or a result was wrong: the run then ends with exit
    /// status 1, after every figure is printed.
    nonisolated(unsafe) static var failed = false

    /// Seconds since an arbitrary origin.
    static func now() -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    private static let start = ContinuousClock.now

    /// The best time per run of `body`, over `rounds` rounds of `runs` runs. What `body`
    /// returns is kept until the clock has stopped, so tearing down what it built is not
    /// timed.
    static func best<Result>(runs: Int, _ body: () throws -> Result) rethrows -> Double {
        var best = Double.infinity
        var kept: [Result] = []
        kept.reserveCapacity(runs)
        for _ in 0..<rounds {
            let start = now()
            for _ in 0..<runs { kept.append(try body()) }
            best = min(best, (now() - start) / Double(runs))
            kept.removeAll(keepingCapacity: true)
        }
        return best
    }

    /// Best times of `subject` and `baseline`, measured alternately `passes` times.
    static func compare<A, B>(runs: Int, subject: () throws -> A, baseline: () throws -> B) rethrows
        -> (subject: Double, baseline: Double) {
        var subjectBest = Double.infinity, baselineBest = Double.infinity
        for _ in 0..<passes {
            subjectBest = min(subjectBest, try best(runs: runs, subject))
            baselineBest = min(baselineBest, try best(runs: runs, baseline))
        }
        return (subjectBest, baselineBest)
    }

    /// What a figure must meet: a time, or a ratio to its baseline.
    enum Target {
        case milliseconds(Double)
        case ratio(Double)
    }

    /// One line: a time measured beside a baseline from the same process, their ratio, and
    /// whether the time (or the ratio) meets `target`.
    static func report(_ name: String, _ subject: (label: String, seconds: Double),
                       against baseline: (label: String, seconds: Double), target: Target) {
        let ratio = subject.seconds / baseline.seconds
        let (limit, met): (String, Bool)
        switch target {
        case .milliseconds(let value): (limit, met) = (String(format: "%.2f ms", value), subject.seconds * 1000 <= value)
        case .ratio(let value): (limit, met) = (String(format: "%.2f", value), ratio <= value)
        }
        if !met { failed = true }
        print(String(format: "%@: %@ %.4f ms, %@ %.4f ms, ratio %.2f (target <= %@) %@", name, subject.label,
                     subject.seconds * 1000, baseline.label, baseline.seconds * 1000, ratio, limit, met ? "OK" : "OVER"))
    }
}
