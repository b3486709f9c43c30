import Foundation

/// CIE L*a*b* colour difference, the measure behind `perceptualPrecision`.
///
/// On Apple's platforms the library asks Core Image's `CILabDeltaE` filter, which reports
/// CIE ΔE 1994 values from 0 to 100 (about 2 is the smallest difference a person notices).
/// This is the same formula (graphic-arts weights kL = kC = kH = 1, K1 = 0.045,
/// K2 = 0.015) computed here on the CPU from sRGB components with a D65 white point.
/// Core Image ignores transparency; here a pixel's difference is the larger of its colour
/// ΔE and its alpha difference on the same 0–100 scale, so a pixel that only fades in or
/// out is still seen.
enum PerceptualDifference {
    struct Lab { var l, a, b: Double }

    static func lab(red: Double, green: Double, blue: Double) -> Lab {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let r = linear(red), g = linear(green), b = linear(blue)
        // sRGB → XYZ (D65), normalised by the D65 white.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIE ΔE 1994 between two colours, 0 (identical) to about 100.
    static func deltaE94(_ p: Lab, _ q: Lab) -> Double {
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let dL = p.l - q.l, dC = c1 - c2
        let da = p.a - q.a, db = p.b - q.b
        let dH2 = max(da * da + db * db - dC * dC, 0)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// The difference of pixel `index` between two buffers of the same size, 0...100.
    static func difference(_ old: PixelBuffer, _ new: PixelBuffer, at index: Int) -> Double {
        let o = old.color(at: index), n = new.color(at: index)
        let alpha = abs(o.alpha - n.alpha) * 100
        // A colour under zero alpha is meaningless: only the alpha change counts.
        guard o.alpha > 0, n.alpha > 0 else { return alpha }
        let colour = deltaE94(lab(red: o.red, green: o.green, blue: o.blue), lab(red: n.red, green: n.green, blue: n.blue))
        return max(colour, alpha)
    }
}
