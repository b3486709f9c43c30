import CoreGraphics
import Foundation
import QuartzCore
import Testing

/// The parts of CALayer's API that code calls directly: the display cycle, conversion,
/// containment and hit testing, and the action search.
@Suite("CALayer API")
struct LayerAPITests {
    final class CountingLayer: CALayer {
        var displays = 0
        override func display() { displays += 1 }
    }

    @Test("display cycle: setNeedsDisplay marks, displayIfNeeded displays once and clears the mark")
    func displayCycle() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.displays == 0)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(layer.displays == 1 && !layer.needsDisplay())
        layer.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(layer.needsDisplay())
        // The commit displays marked layers the same way: once, even with display() overridden.
        CATransaction.flush()
        layer.render(in: CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                   space: CGColorSpaceCreateDeviceRGB(),
                                   bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!)
        #expect(layer.displays == 2 && !layer.needsDisplay())
    }

    @Test("needsDisplayOnBoundsChange marks the layer when its size changes, not when it moves")
    func boundsChange() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.needsDisplayOnBoundsChange = true
        layer.position = CGPoint(x: 50, y: 50)
        #expect(!layer.needsDisplay())
        layer.bounds.size = CGSize(width: 20, height: 10)
        #expect(layer.needsDisplay())
    }

    @Test("R-LAYER-FRAME/setting frame under a transform sizes the bounds through the inverse transform and reads back")
    func frameUnderTransform() {
        let scaled = CALayer()
        scaled.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
        scaled.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        #expect(scaled.bounds.size == CGSize(width: 200, height: 200))
        #expect(scaled.position == CGPoint(x: 60, y: 70))
        #expect(scaled.frame == CGRect(x: 10, y: 20, width: 100, height: 100))
        // A quarter turn swaps width and height; an anchor point off centre still reads back.
        let turned = CALayer()
        turned.anchorPoint = CGPoint(x: 0, y: 0)
        turned.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        turned.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(abs(turned.bounds.width - 40) < 1e-9 && abs(turned.bounds.height - 100) < 1e-9)
        let back = turned.frame
        #expect(abs(back.minX) < 1e-9 && abs(back.minY) < 1e-9)
        #expect(abs(back.width - 100) < 1e-9 && abs(back.height - 40) < 1e-9)
        // Hit testing then finds the layer over the whole frame.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.addSublayer(scaled)
        #expect(root.hitTest(CGPoint(x: 100, y: 110)) === scaled)
        #expect(scaled.convert(CGPoint(x: 110, y: 120), from: root) == CGPoint(x: 200, y: 200))
    }

    @Test("convert(_:from:) and convert(_:to:) through positions, anchor points and transforms")
    func conversion() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let parent = CALayer()
        parent.frame = CGRect(x: 10, y: 20, width: 200, height: 200)
        root.addSublayer(parent)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        child.anchorPoint = .zero
        child.position = CGPoint(x: 5, y: 5)
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        parent.addSublayer(child)
        #expect(child.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 35, y: 45))
        #expect(root.convert(CGPoint(x: 35, y: 45), to: child) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGPoint(x: 35, y: 45), from: root) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: parent)
                == CGRect(x: 5, y: 5, width: 20, height: 20))
        // nil is the root of the layer's own tree.
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 25))
    }

    @Test("contains is bounds containment; hitTest returns the frontmost layer containing the point")
    func hitTesting() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let back = CALayer(), front = CALayer()
        back.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        front.frame = CGRect(x: 30, y: 30, width: 50, height: 50)
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(back.contains(CGPoint(x: 0, y: 0)) && !back.contains(CGPoint(x: 50, y: 50)))
        // hitTest takes the point in the superlayer's coordinates (here root's, at the origin).
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === front)
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === back)
        #expect(root.hitTest(CGPoint(x: 95, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 5)) == nil)
        front.zPosition = -1  // now behind its sibling
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === front)
    }

    final class RecordingAction: CAAction {
        var keys: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { keys.append(event) }
    }

    final class Delegate: NSObject, CALayerDelegate {
        var answer: (any CAAction)?
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { answer }
    }

    final class DefaultingLayer: CALayer {
        nonisolated(unsafe) static let fallback = RecordingAction()
        override class func defaultAction(forKey event: String) -> (any CAAction)? { fallback }
    }

    @Test("action search: delegate, then actions, then style, then the class default; NSNull ends it")
    func actionSearch() {
        let layer = DefaultingLayer()
        let delegate = Delegate()
        layer.delegate = delegate
        let fromDelegate = RecordingAction(), fromActions = RecordingAction(), fromStyle = RecordingAction()
        layer.actions = ["opacity": fromActions]
        layer.style = ["actions": ["opacity": fromStyle] as [String: any CAAction]]
        delegate.answer = fromDelegate
        #expect(layer.action(forKey: "opacity") as? RecordingAction === fromDelegate)
        delegate.answer = nil
        #expect(layer.action(forKey: "opacity") as? RecordingAction === fromActions)
        layer.actions = nil
        #expect(layer.action(forKey: "opacity") as? RecordingAction === fromStyle)
        layer.style = nil
        #expect(layer.action(forKey: "opacity") as? RecordingAction === DefaultingLayer.fallback)
        delegate.answer = NSNull()
        #expect(layer.action(forKey: "opacity") == nil)
        layer.actions = ["opacity": NSNull()]
        delegate.answer = nil
        #expect(layer.action(forKey: "opacity") == nil)
    }

    @Test("a property change runs the action for its key, unless the transaction disables actions")
    func actionsRun() {
        let layer = CALayer()
        let action = RecordingAction()
        layer.actions = ["opacity": action, "position": action]
        layer.opacity = 0.5
        layer.position = CGPoint(x: 3, y: 4)
        #expect(action.keys == ["opacity", "position"])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.25
        CATransaction.commit()
        #expect(action.keys == ["opacity", "position"])
    }

    @Test("scenario 30 (iPhone guide part 2): a 2×2 green image as contents shows green at (0,0) and (1,1)")
    func imageContents() {
        let bitmap = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        bitmap.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        bitmap.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        layer.contents = bitmap.makeImage()
        let shown = RenderedLayer(layer, size: CGSize(width: 2, height: 2))
        #expect(shown.pixel(0, 0) == .green && shown.pixel(1, 1) == .green)
    }

    final class DrawingDelegate: NSObject, CALayerDelegate {
        var draws = 0
        func draw(_ layer: CALayer, in ctx: CGContext) { draws += 1 }
    }

    @Test("scenario 31 (iPhone guide part 2): after setNeedsDisplay and displayIfNeeded the delegate draws exactly once")
    func delegateDrawsOnce() {
        let delegate = DrawingDelegate()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(delegate.draws == 1)
    }
}
