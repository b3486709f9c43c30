import Foundation

/// Timing on a shared, noisy machine: every figure is the best of several rounds, and the
/// two sides of a comparison run alternately, so a change in load hits both alike.
enum Measuring {
    static let rounds = 7, passes = 3

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

    /// One line: the measured time against its target, and beside it a baseline measured in
    /// the same process.
    static func report(_ name: String, _ seconds: Double, target milliseconds: Double,
                       baseline: (label: String, seconds: Double)) {
        let ms = seconds * 1000
        print(String(format: "%@: %.4f ms, %@ %.4f ms, ratio %.2f (target <= %.2f ms) %@",
                     name, ms, baseline.label, baseline.seconds * 1000, seconds / baseline.seconds,
                     milliseconds, ms <= milliseconds ? "OK" : "OVER"))
    }

    /// One line: a ratio of two times measured in the same process against its target.
    static func reportRatio(_ name: String, subject: (label: String, seconds: Double),
                            baseline: (label: String, seconds: Double), target: Double) {
        let ratio = subject.seconds / baseline.seconds
        print(String(format: "%@: %@ %.3f ms, %@ %.3f ms, ratio %.2f (target <= %.2f) %@",
                     name, subject.label, subject.seconds * 1000, baseline.label, baseline.seconds * 1000,
                     ratio, target, ratio <= target ? "OK" : "OVER"))
    }
}
