import Foundation

/// Options for where a gradient paints beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Extend the start colour before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extend the end colour beyond the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A smooth transition between colours across an area.
public final class CGGradient: Sendable {
    /// Colour stops in ascending location order, as straight RGBA.
    let stops: [(location: Double, color: RGBA)]

    /// A gradient from colours and their locations (0...1; nil spreads them evenly).
    /// Apple types `colors` as a `CFArray`; here it is `[CGColor]`. Nil for fewer than
    /// one colour or a colour without RGB meaning.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        let rgba = colors.compactMap(RGBA.init)
        guard !rgba.isEmpty, rgba.count == colors.count else { return nil }
        stops = CGGradient.sorted(rgba, locations: locations)
    }

    /// A gradient from `count` colours given as component values in `space` (colour
    /// components then alpha, per colour).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        let perColor = space.numberOfComponents + 1
        guard count > 0, perColor > 1 else { return nil }
        let rgba = (0..<count).compactMap { i in
            CGColor(colorSpace: space, components: components + i * perColor).flatMap(RGBA.init)
        }
        guard rgba.count == count else { return nil }
        stops = CGGradient.sorted(rgba, locations: locations)
    }

    private static func sorted(_ colors: [RGBA], locations: UnsafePointer<CGFloat>?) -> [(location: Double, color: RGBA)] {
        let n = colors.count
        let stops = colors.enumerated().map { i, color in
            let location = locations.map { Double($0[i]) } ?? (n == 1 ? 0 : Double(i) / Double(n - 1))
            return (location: location.isFinite ? min(1, max(0, location)) : 0, color: color)
        }
        return stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
