import CoreGraphics
import Foundation

/// The contexts opened by `UIGraphicsBeginImageContext…` and `UIGraphicsBeginPDFContext…`,
/// per thread, innermost last. They are also pushed on the current-context stack; this
/// remembers which contexts those functions made and what they need at the end.
final class LegacyContextStack {
    enum Kind {
        case image(scale: CGFloat)
        case pdf(defaultBounds: CGRect, pageBounds: CGRect)
    }

    struct Entry {
        let context: CGContext
        var kind: Kind
    }

    var entries: [Entry] = []

    private static let perThread = ThreadLocal(key: "UIKit.LegacyContextStack") { LegacyContextStack() }

    /// The calling thread's stack.
    static var current: LegacyContextStack { perThread.current }

    /// The innermost entry, if it is also the current UIKit context.
    var currentEntry: Entry? {
        guard let last = entries.last, last.context === UIGraphicsGetCurrentContext() else { return nil }
        return last
    }
}

/// Opens a bitmap image context of `size` points at scale 1, transparent, and makes it
/// the current context. Deprecated in iOS 17: use `UIGraphicsImageRenderer`.
@available(iOS, introduced: 2.0, deprecated: 17.0, message: "Use UIGraphicsImageRenderer")
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    beginImageContext(size, opaque: false, scale: 1, api: "UIGraphicsBeginImageContext()")
}

/// Opens a bitmap image context of `size` points, opaque or not, at `scale` pixels per
/// point (0 means the main screen's scale), and makes it the current context. Its
/// coordinates are UIKit's (y down). Deprecated in iOS 17: use `UIGraphicsImageRenderer`.
///
/// As in iOS 17, a size with no pixels (zero, negative or non-finite) stops the program.
@available(iOS, introduced: 4.0, deprecated: 17.0, message: "Use UIGraphicsImageRenderer")
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    beginImageContext(size, opaque: opaque, scale: scale == 0 ? MainQueue.screenScale : scale,
                      api: "UIGraphicsBeginImageContextWithOptions()")
}

private func beginImageContext(_ size: CGSize, opaque: Bool, scale: CGFloat, api: String) {
    guard let context = ImageContextFactory.make(bounds: CGRect(origin: .zero, size: size), scale: scale,
                                                 opaque: opaque)
    else {
        preconditionFailure("\(api) failed to allocate a bitmap context: size=\(size), scale=\(scale). "
            + "Pass a positive size and scale, or use UIGraphicsImageRenderer, which returns an empty image instead.")
    }
    LegacyContextStack.current.entries.append(.init(context: context, kind: .image(scale: scale)))
    UIGraphicsPushContext(context)
}

/// What has been drawn into the current image context, as an image; nil when the current
/// context was not opened by `UIGraphicsBeginImageContext…`. Deprecated in iOS 17.
@available(iOS, introduced: 2.0, deprecated: 17.0, message: "Use UIGraphicsImageRenderer")
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = LegacyContextStack.current.currentEntry, case .image(let scale) = entry.kind else { return nil }
    return entry.context.makeImage().map { UIImage(cgImage: $0, scale: scale, orientation: .up) }
}

/// Closes the current image context and makes the context that was current before it
/// current again. Does nothing when the current context was not opened by
/// `UIGraphicsBeginImageContext…`. Deprecated in iOS 17.
@available(iOS, introduced: 2.0, deprecated: 17.0, message: "Use UIGraphicsImageRenderer")
public func UIGraphicsEndImageContext() {
    let stack = LegacyContextStack.current
    guard let entry = stack.currentEntry, case .image = entry.kind else { return }
    stack.entries.removeLast()
    UIGraphicsPopContext()
}
