import CoreGraphics
import Foundation

/// What kind of value a key path holds, which says how `fromValue`, `toValue`, keyframe
/// values and property values become `AnimationValue`s.
enum ValueKind {
    case scalar, point, size, rect, color, transform
    /// `[NSNumber]` (gradient locations).
    case numberList
    /// `[CGColor]` (gradient colours).
    case colorList
    case path
    /// Values that only switch (Booleans, contents images).
    case discrete
    /// The input of a value function: one number or three.
    case functionInput

    /// `value` in animation form; nil when it is not of this kind (an animation value of
    /// the wrong type is ignored, as Core Animation ignores it).
    func animationValue(of value: Any?) -> AnimationValue? {
        switch self {
        case .scalar:
            return ValueKind.number(value).map { .vector(SIMD4($0, 0, 0, 0)) }
        case .point:
            guard let p = value as? CGPoint else { return nil }
            return .vector(SIMD4(Double(p.x), Double(p.y), 0, 0))
        case .size:
            guard let s = value as? CGSize else { return nil }
            return .vector(SIMD4(Double(s.width), Double(s.height), 0, 0))
        case .rect:
            guard let r = value as? CGRect else { return nil }
            return .vector(ValueKind.vector(of: r))
        case .color:
            guard let value else { return .vector(.zero) }  // no colour: transparent
            guard let color = ValueKind.cgColor(value) else { return nil }
            return .vector(ValueKind.rgba(of: color))
        case .transform:
            if let t = value as? CATransform3D { return .transform(t) }
            if let t = value as? CGAffineTransform { return .transform(CATransform3DMakeAffineTransform(t)) }
            return nil
        case .numberList:
            guard let value else { return .list([]) }
            guard let items = value as? [Any] else { return nil }
            let numbers = items.compactMap(ValueKind.number)
            guard numbers.count == items.count else { return nil }
            return .list(numbers.map { SIMD4($0, 0, 0, 0) })
        case .colorList:
            guard let value else { return .list([]) }
            guard let items = value as? [Any] else { return nil }
            let colors = items.compactMap(ValueKind.cgColor)
            guard colors.count == items.count else { return nil }
            return .list(colors.map(ValueKind.rgba))
        case .path:
            guard let value else { return .discrete(nil) }
            guard let path = value as? CGPath else { return nil }
            return .path(path.elements)
        case .discrete:
            return .discrete(value)
        case .functionInput:
            if let n = ValueKind.number(value) { return .vector(SIMD4(n, n, n, 0)) }
            guard let items = value as? [Any] else { return nil }
            let numbers = items.compactMap(ValueKind.number)
            guard numbers.count == items.count, !numbers.isEmpty else { return nil }
            var v = SIMD4<Double>(0, 0, 0, 0)
            for (i, n) in numbers.prefix(3).enumerated() { v[i] = n }
            return .vector(v)
        }
    }

    /// A number from any of Swift's and Foundation's numeric types; nil otherwise.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as CGFloat: return Double(v)
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    private static func cgColor(_ value: Any) -> CGColor? { value as? CGColor }

    /// Straight RGBA of `color` (gray repeated); transparent for colours without RGB.
    static func rgba(of color: CGColor) -> SIMD4<Double> {
        guard let c = color.rgbaComponents else { return .zero }
        return SIMD4(Double(c.r), Double(c.g), Double(c.b), Double(c.a))
    }

    static func vector(of r: CGRect) -> SIMD4<Double> {
        SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height))
    }

    // MARK: Back to property values

    static func point(_ v: SIMD4<Double>) -> CGPoint { CGPoint(x: v.x, y: v.y) }
    static func size(_ v: SIMD4<Double>) -> CGSize { CGSize(width: v.x, height: v.y) }
    static func rect(_ v: SIMD4<Double>) -> CGRect { CGRect(x: v.x, y: v.y, width: v.z, height: v.w) }

    /// A colour from straight RGBA, each clamped to 0…1 (a spring may overshoot).
    static func color(_ v: SIMD4<Double>) -> CGColor {
        let c = v.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        return CGColor(red: c.x, green: c.y, blue: c.z, alpha: c.w)
    }
}
