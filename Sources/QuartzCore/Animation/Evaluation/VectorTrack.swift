/// A basic or spring animation of numbers, points, sizes, rectangles or colours (the
/// common case) ready to evaluate as plain numbers: no object is touched, so the engine
/// can evaluate thousands each frame at the cost of the arithmetic.
struct VectorTrack {
    typealias Ends = (from: SIMD4<Double>?, to: SIMD4<Double>?, by: SIMD4<Double>?, previous: SIMD4<Double>?)

    /// The property animated, and the lanes of its numbers the key path names (nil: all).
    let property: LayerProperty
    let lanes: (start: Int, count: Int)?
    let isAdditive: Bool
    let isCumulative: Bool
    let ends: Ends
    /// The pacing: a spring, or a timing curve (neither: linear).
    let spring: SpringSolver?
    let curve: BezierCurve?

    /// The property's numbers at a moment of the animation's time (`sample`, in passes of
    /// `duration`), over its numbers underneath `whole`, by `CABasicAnimation`'s rules.
    func value(_ sample: AnimationTiming.Sample, duration: Double, over whole: SIMD4<Double>) -> SIMD4<Double> {
        var current = whole
        if let lanes {
            current = .zero
            for i in 0..<lanes.count { current[i] = whole[lanes.start + i] }
        }
        let base = isAdditive ? .zero : current
        let (a, b) = VectorTrack.endpoints(from: ends.from, to: ends.to, by: ends.by, previous: ends.previous, base: base)
        let p: Double
        if let spring {
            p = spring.value(at: sample.passTime)
        } else {
            let x = sample.passTime / duration
            p = curve?.value(at: x) ?? x
        }
        var value = a + (b - a) * p
        if isCumulative, sample.iteration > 0 { value += b * Double(sample.iteration) }
        if isAdditive { value += current }
        guard let lanes else { return value }
        var out = whole
        for i in 0..<lanes.count { out[lanes.start + i] = value[i] }
        return out
    }

    /// The start and end values from the animation's from/to/by values and the value
    /// underneath (`base`), by `CABasicAnimation`'s rules.
    static func endpoints<Value: EndpointArithmetic>(from: Value?, to: Value?, by: Value?, previous: Value?,
                                                     base: Value) -> (Value, Value) {
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, base)
        case let (nil, to?, nil): return (base, to)
        case let (nil, nil, by?): return (base, base.adding(by))
        case (nil, nil, nil): return (previous ?? base, base)
        }
    }
}

/// Values whose sums and differences the from/to/by rules use.
protocol EndpointArithmetic {
    func adding(_ other: Self) -> Self
    func subtracting(_ other: Self) -> Self
}

extension SIMD4<Double>: EndpointArithmetic {
    func adding(_ other: Self) -> Self { self + other }
    func subtracting(_ other: Self) -> Self { self - other }
}
