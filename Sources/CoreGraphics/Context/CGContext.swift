@_implementationOnly import CCairo
import Foundation

/// A Quartz 2D drawing destination: a bitmap or a PDF document, drawn with Cairo.
///
/// Coordinates follow Core Graphics: device space has its origin at the bottom left with
/// y pointing up (UIKit's contexts flip this with their CTM). Paths are transformed by the
/// CTM when they are built, line widths and dashes when they are stroked, as in Quartz.
public final class CGContext {
    /// What the context draws into.
    enum Backing {
        case bitmap(BitmapStore)
        case pdf(PDFWriter)
    }

    let backing: Backing
    /// The surface of the context itself.
    var main: DrawTarget
    /// Where drawing goes now: `main`, or the innermost transparency layer.
    var target: DrawTarget
    var layers: [TransparencyLayer] = []
    var state: GraphicsState
    var savedStates: [GraphicsState] = []
    /// The current path, in device space (points were mapped by the CTM as they were added).
    package var currentPath = CGMutablePath()
    /// Device height in pixels; Cairo's y axis points down, Core Graphics' up.
    var deviceHeight: CGFloat

    /// The transform from default user space to device space. The identity for contexts
    /// made with Core Graphics' initializers; UIKit's contexts set a flip and scale, which
    /// also decides the direction of shadow offsets (down in UIKit, up here).
    package internal(set) var baseCTM: CGAffineTransform

    init(backing: Backing, main: DrawTarget, deviceHeight: CGFloat, baseCTM: CGAffineTransform = .identity) {
        self.backing = backing
        self.main = main
        self.target = main
        self.deviceHeight = deviceHeight
        self.baseCTM = baseCTM
        self.state = GraphicsState(ctm: baseCTM)
        applyCTM()
    }

    deinit {
        for layer in layers { layer.target.destroy() }
        if case .pdf(let writer) = backing { writer.finish(main.cr) }
        main.destroy()
    }

    /// Re-applies the CTM to the current Cairo context.
    func applyCTM() {
        target.setMatrix(state.ctm, deviceHeight: deviceHeight)
    }

    /// Starts UIKit-style drawing: sets the base transform (for example a flip and the
    /// screen scale) as both the base and the current CTM, and resets the graphics state.
    package func setBaseCTM(_ transform: CGAffineTransform) {
        baseCTM = transform
        state = GraphicsState(ctm: transform)
        applyCTM()
    }

    // MARK: Graphics state stack

    /// Pushes a copy of the current graphics state (CTM, clip, colours, line and text
    /// settings, alpha, blend mode, shadow) onto the state stack.
    public func saveGState() {
        savedStates.append(state)
        cairo_save(target.cr)
    }

    /// Pops the most recently saved graphics state and makes it current. With nothing
    /// saved (inside the current transparency layer) the call is ignored, as Quartz does
    /// after logging.
    public func restoreGState() {
        guard savedStates.count > (layers.last?.savedStateDepth ?? 0) else { return }
        state = savedStates.removeLast()
        cairo_restore(target.cr)
        applyCTM()
    }

    // MARK: Current transformation matrix

    /// The current transformation matrix: user space to device space.
    public var ctm: CGAffineTransform { state.ctm }

    /// Concatenates `transform` with the CTM (the transform applies first).
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
        applyCTM()
    }

    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (counter-clockwise in y-up space).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// The transform from user space to device space (the CTM).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    /// Forces pending drawing to the destination. Drawing is synchronous here, so this
    /// only flushes Cairo's surface.
    public func flush() {
        cairo_surface_flush(main.surface.raw)
    }

    /// Marks the context for update; equivalent to `flush()` here.
    public func synchronize() {
        flush()
    }
}
