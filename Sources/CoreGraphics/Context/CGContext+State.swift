import Foundation

extension CGContext {
    // MARK: Colour

    /// Sets the fill colour. A colour without RGB meaning (a pattern colour) is ignored.
    public func setFillColor(_ color: CGColor) {
        if let rgba = RGBA(color) { state.fillColor = rgba }
    }

    public func setStrokeColor(_ color: CGColor) {
        if let rgba = RGBA(color) { state.strokeColor = rgba }
    }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = RGBA(r: Double(red), g: Double(green), b: Double(blue), a: Double(alpha))
        state.fillColorSpace = .deviceRGB
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = RGBA(r: Double(red), g: Double(green), b: Double(blue), a: Double(alpha))
        state.strokeColorSpace = .deviceRGB
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = RGBA(r: Double(gray), g: Double(gray), b: Double(gray), a: Double(alpha))
        state.fillColorSpace = .deviceGray
    }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = RGBA(r: Double(gray), g: Double(gray), b: Double(gray), a: Double(alpha))
        state.strokeColorSpace = .deviceGray
    }

    /// CMYK is converted naively to RGB (no colour management; see docs/DIFFERENCES.md).
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.fillColor = CGContext.rgba(cyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha)
    }

    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGContext.rgba(cyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha)
    }

    private static func rgba(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) -> RGBA {
        RGBA(r: Double((1 - cyan) * (1 - black)), g: Double((1 - magenta) * (1 - black)),
             b: Double((1 - yellow) * (1 - black)), a: Double(alpha))
    }

    /// Sets the colour space later `setFillColor(_:)` component arrays are read in, and
    /// resets the fill colour to that space's black, as Quartz does.
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillColorSpace = space
        state.fillColor = .black
    }

    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeColorSpace = space
        state.strokeColor = .black
    }

    /// Sets the fill colour from components in the current fill colour space (colour
    /// components followed by alpha).
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        if let color = CGColor(colorSpace: state.fillColorSpace, components: components), let rgba = RGBA(color) {
            state.fillColor = rgba
        }
    }

    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        if let color = CGColor(colorSpace: state.strokeColorSpace, components: components), let rgba = RGBA(color) {
            state.strokeColor = rgba
        }
    }

    // MARK: Compositing

    /// Sets the opacity applied to everything drawn; clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else { return }
        state.alpha = min(1, max(0, alpha))
    }

    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
    }

    /// Enables shadows with the default colour: black at 1/3 alpha.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// Enables shadows. `offset` and `blur` are in default user space (unaffected by the
    /// CTM); a nil or fully transparent colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, let rgba = RGBA(color), rgba.a > 0,
              offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: max(0, blur), color: rgba)
    }

    // MARK: Lines

    /// Sets the line width in user space. Zero draws the thinnest line the device can
    /// show (one pixel), as Quartz does; negative or NaN widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width >= 0, width.isFinite else { return }
        state.lineWidth = width
    }

    public func setLineCap(_ cap: CGLineCap) {
        state.lineCap = cap
    }

    public func setLineJoin(_ join: CGLineJoin) {
        state.lineJoin = join
    }

    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        state.miterLimit = limit
    }

    /// Sets the dash pattern: lengths of painted and unpainted segments, starting
    /// `phase` units into the pattern. Empty, all-zero or invalid lengths draw solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 } && phase.isFinite
        state.dashLengths = valid ? lengths : []
        state.dashPhase = valid ? phase : 0
    }

    /// Accepted for source compatibility and ignored: curves are always flattened to
    /// Cairo's tolerance of 0.1 device pixel, finer than Quartz's default (see
    /// docs/DIFFERENCES.md).
    public func setFlatness(_ flatness: CGFloat) {}

    // MARK: Quality

    /// How images are resampled: none → nearest neighbour, low → bilinear,
    /// default and medium → box-filtered (Cairo GOOD), high → Cairo BEST.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Turns anti-aliasing on or off for this graphics state.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
    }

    /// Allows or forbids anti-aliasing for the context (both this and
    /// `setShouldAntialias` must be on for edges to be smoothed).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
    }

    /// Accepted for source compatibility and ignored: no colour management is done
    /// (see docs/DIFFERENCES.md).
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}
}
