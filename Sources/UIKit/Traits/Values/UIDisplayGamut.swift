/// The colour range a display can show.
public enum UIDisplayGamut: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The sRGB gamut.
    case SRGB = 0
    /// The Display P3 gamut.
    case P3 = 1
}
