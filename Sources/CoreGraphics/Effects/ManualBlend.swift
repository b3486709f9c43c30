import Foundation

/// Compositing that Cairo cannot do with Core Graphics' semantics: `plusDarker`, which
/// Cairo lacks, and the modes where a transparent source still changes the destination
/// (clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop), which Core
/// Graphics applies only where the shape has coverage.
enum ManualBlend {
    /// Whether `mode` must be composited here when drawing through an effect buffer.
    static func needed(for mode: CGBlendMode, throughBuffer: Bool) -> Bool {
        switch mode {
        case .plusDarker, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return true
        case .clear, .copy: return throughBuffer
        default: return false
        }
    }

    /// Computes `lerp(D, mode(S, D), m)` for each pixel, where `source` holds S·m
    /// (premultiplied, coverage included) and `coverage` the alpha m. Writes the result
    /// into `source`. All three are ARGB32 rows of `width` pixels.
    static func blend(mode: CGBlendMode, destination: UnsafePointer<UInt32>, source: UnsafeMutablePointer<UInt32>,
                      coverage: UnsafePointer<UInt32>, width: Int) {
        for x in 0..<width {
            let d = destination[x]
            let m = Float(coverage[x] >> 24) / 255
            guard m > 0 else { source[x] = d; continue }
            let t = source[x]
            // Undo the coverage to recover the source colour.
            let sa = min(1, channel(t, 24) / m)
            let s = (r: min(sa, channel(t, 16) / m), g: min(sa, channel(t, 8) / m), b: min(sa, channel(t, 0) / m))
            let da = channel(d, 24)
            let dc = (r: channel(d, 16), g: channel(d, 8), b: channel(d, 0))
            var ra: Float, rr: Float, rg: Float, rb: Float
            switch mode {
            case .clear: (ra, rr, rg, rb) = (0, 0, 0, 0)
            case .copy: (ra, rr, rg, rb) = (sa, s.r, s.g, s.b)
            case .sourceIn: (ra, rr, rg, rb) = (sa * da, s.r * da, s.g * da, s.b * da)
            case .sourceOut:
                let k = 1 - da
                (ra, rr, rg, rb) = (sa * k, s.r * k, s.g * k, s.b * k)
            case .destinationIn: (ra, rr, rg, rb) = (da * sa, dc.r * sa, dc.g * sa, dc.b * sa)
            case .destinationAtop:
                let k = 1 - da
                (ra, rr, rg, rb) = (sa * k + da * sa, s.r * k + dc.r * sa, s.g * k + dc.g * sa, s.b * k + dc.b * sa)
            case .plusDarker:
                // Apple's R = MAX(0, 1 - ((1 - D) + (1 - S))), in premultiplied form: the
                // inverses are measured against each side's own alpha.
                ra = min(1, sa + da)
                rr = max(0, ra - (sa - s.r) - (da - dc.r))
                rg = max(0, ra - (sa - s.g) - (da - dc.g))
                rb = max(0, ra - (sa - s.b) - (da - dc.b))
            default:
                preconditionFailure("ManualBlend.blend: \(mode) is composited by Cairo")
            }
            source[x] = pack(a: da + (ra - da) * m, r: dc.r + (rr - dc.r) * m,
                             g: dc.g + (rg - dc.g) * m, b: dc.b + (rb - dc.b) * m)
        }
    }

    @inline(__always) private static func channel(_ v: UInt32, _ shift: UInt32) -> Float {
        Float((v >> shift) & 0xFF) / 255
    }

    @inline(__always) private static func pack(a: Float, r: Float, g: Float, b: Float) -> UInt32 {
        func byte(_ x: Float, limit: Float) -> UInt32 { UInt32(max(0, min(limit, x)) * 255 + 0.5) }
        let alpha = byte(a, limit: 1)
        let cap = Float(alpha) / 255
        return alpha << 24 | byte(r, limit: cap) << 16 | byte(g, limit: cap) << 8 | byte(b, limit: cap)
    }
}
