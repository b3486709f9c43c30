import CoreGraphics
import Foundation

/// The colour stops of a `CAGradientLayer`: its `colors` at its `locations`, in ascending
/// order, as straight (unpremultiplied) RGBA.
struct GradientStops {
    /// One stop: where it is (0…1) and its colour.
    struct Stop {
        var location: CGFloat
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    /// At least one stop, by ascending location (equal locations keep their order, so a
    /// repeated location makes a hard edge).
    let stops: [Stop]

    /// The stops for `colors` at `locations`. Locations are spread evenly when nil or when
    /// their count differs from the colours'; they clamp to 0…1 (NaN reads as 0), and are
    /// sorted, as Core Graphics sorts gradient locations. Nil — nothing to draw — when
    /// there are no colours, or when an entry is not a `CGColor` with gray or RGB
    /// components (Core Animation draws nothing for such an array either).
    init?(colors: [Any]?, locations: [NSNumber]?) {
        guard let colors, !colors.isEmpty else { return nil }
        var components: [(CGFloat, CGFloat, CGFloat, CGFloat)] = []
        for entry in colors {
            guard let color = entry as? CGColor, let rgba = color.rgbaComponents,
                  [rgba.r, rgba.g, rgba.b, rgba.a].allSatisfy(\.isFinite) else { return nil }
            components.append((rgba.r, rgba.g, rgba.b, rgba.a))
        }
        let n = components.count
        let given = locations.flatMap { $0.count == n ? $0.map { CGFloat($0.doubleValue) } : nil }
        let unsorted = components.enumerated().map { i, c in
            let location = given?[i] ?? (n == 1 ? 0 : CGFloat(i) / CGFloat(n - 1))
            return Stop(location: location.isNaN ? 0 : min(max(location, 0), 1),
                        red: Self.unit(c.0), green: Self.unit(c.1), blue: Self.unit(c.2), alpha: Self.unit(c.3))
        }
        stops = unsorted.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// The gradient Core Graphics draws the same stops with.
    var cgGradient: CGGradient? {
        let colors = stops.map { CGColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
        let locations = stops.map(\.location)
        return locations.withUnsafeBufferPointer {
            CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: $0.baseAddress)
        }
    }

    /// The colour at `t` (0…1): the end colours before the first and after the last stop,
    /// straight components interpolated linearly between stops.
    func color(at t: CGFloat) -> Stop {
        let first = stops[0], last = stops[stops.count - 1]
        if t <= first.location { return first }
        if t >= last.location { return last }
        // The last stop at or before t; the next one is beyond it.
        var upper = 1
        while stops[upper].location <= t { upper += 1 }
        let a = stops[upper - 1], b = stops[upper]
        let f = (t - a.location) / (b.location - a.location)
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        return Stop(location: t, red: mix(a.red, b.red), green: mix(a.green, b.green),
                    blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }

    private static func unit(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }
}
