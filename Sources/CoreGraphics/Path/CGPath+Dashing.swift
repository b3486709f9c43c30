import Foundation

extension CGPath {
    /// Returns a new path equivalent to the results of drawing the path with a dashed stroke.
    ///
    /// `phase` and `lengths` mean what they mean for `CGContext.setLineDash(phase:lengths:)`:
    /// `lengths` alternates painted and unpainted stretches (an odd count is repeated, so
    /// the roles alternate on the next round), and `phase` is how far into the pattern
    /// the path starts. The pattern restarts at every subpath. Each painted stretch becomes
    /// an open subpath, so stroking the result gives every dash its caps; a closed subpath
    /// is dashed continuously across its start, and one painted all the way round stays
    /// closed. A zero length gives a zero-length subpath, which strokes as a dot with round
    /// or square caps. The result is mapped by `transform`.
    ///
    /// Differences from Apple: curves are flattened first, to within 0.1 unit after
    /// `transform`, so the dashes are polylines. An empty pattern, or one with a negative,
    /// NaN or infinite length, or summing to 0, or a non-finite phase, dashes nothing: the
    /// result is the path itself, mapped by `transform`.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        guard let dasher = PathDasher(phase: phase, lengths: lengths) else { return transformed(by: transform) }
        let dashes = dasher.dash(flattened(tolerance: Self.flatteningTolerance(under: transform)))
        return CGPath(building: { output in
            for dash in dashes { output.append(dash.elements(transform: transform)) }
        })
    }
}

/// Cuts flattened subpaths into the painted stretches of a dash pattern.
package struct PathDasher: Sendable {
    /// The pattern with an even number of entries: painted, unpainted, painted, …
    private let pattern: [CGFloat]
    /// The pattern entry each subpath starts in, after applying the phase.
    private let startIndex: Int
    /// How much of that entry is left at the start of each subpath.
    private let startRemaining: CGFloat

    /// A dasher for `lengths` offset by `phase`, or nil when the pattern cannot dash:
    /// empty, a negative or non-finite length, a zero total, or a non-finite phase.
    package init?(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty, phase.isFinite, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let pattern = lengths.count % 2 == 0 ? lengths : lengths + lengths
        let total = pattern.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        var index = 0
        // Entries the phase passes completely are skipped; at offset 0 the first entry is
        // kept even when it is empty, so a pattern starting with a zero-length dash dots
        // the start of every subpath.
        while offset > 0, offset >= pattern[index] {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        self.pattern = pattern
        self.startIndex = index
        self.startRemaining = pattern[index] - offset
    }

    /// The painted stretches of every subpath, in order; all are open except a closed
    /// subpath that is painted all the way round.
    package func dash(_ subpaths: [FlattenedSubpath]) -> [FlattenedSubpath] {
        subpaths.flatMap(dash)
    }

    private func dash(_ subpath: FlattenedSubpath) -> [FlattenedSubpath] {
        var points = subpath.points.map(\.pathVector)
        // A lone move has nothing to dash.
        guard let first = points.first, points.count > 1 || subpath.isClosed else { return [] }
        if subpath.isClosed { points.append(first) }
        var index = startIndex
        var remaining = startRemaining
        let startsPainted = startIndex % 2 == 0
        var dashes: [[PathVector]] = []
        var painting: [PathVector]? = startsPainted ? [first] : nil
        var patternChanged = false
        var subpathLength: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst()) {
            let length = (b - a).length
            subpathLength += length
            var travelled: CGFloat = 0
            // Every pattern boundary on this segment ends or starts a dash there.
            while remaining <= length - travelled {
                travelled += remaining
                let boundary = length > 0 ? a.interpolated(to: b, travelled / length) : a
                if var dash = painting {
                    dash.append(boundary)
                    dashes.append(dash)
                    painting = nil
                } else {
                    painting = [boundary]
                }
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                patternChanged = true
            }
            remaining -= length - travelled
            painting?.append(b)
        }
        if let last = painting {
            if subpath.isClosed, startsPainted {
                // Continuous across the start: painted all round stays a closed subpath,
                // otherwise the last dash runs on into the first.
                guard patternChanged else { return [subpath] }
                dashes[0] = last + dashes[0].dropFirst()
            } else if last.contains(where: { $0 != last[0] }) || subpathLength == 0 {
                // A dash that began exactly at the end has no length and is dropped; a
                // subpath of zero length that starts painted keeps its dot.
                dashes.append(last)
            }
        }
        return dashes.map { FlattenedSubpath(points: $0.map(\.point), isClosed: false) }
    }
}
