import Testing
import UIKitTesting

/// The view guide's scenarios A (creation, defaults, layer ownership), the UIView
/// reference's summary of a fresh view's defaults, and the iPhone guide's creation and
/// layer scenarios.
@MainActor
@Suite("View creation and defaults", .serialized)
struct ViewCreationTests {
    /// A view class that answers every semantic content attribute right to left.
    final class MirroredView: UIView {
        override class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
            -> UIUserInterfaceLayoutDirection { .rightToLeft }
    }

    @Test("R-RTL-API/layout direction: left to right by default; the forced attributes give their direction, as on iOS")
    func layoutDirection() {
        _ = Simulator(device: .iPhoneSE)
        let v = UIView()
        #expect(v.semanticContentAttribute == .unspecified)
        #expect(v.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        v.semanticContentAttribute = .forceRightToLeft
        #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(MirroredView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .rightToLeft)
        #expect(UISemanticContentAttribute(rawValue: 4) == .forceRightToLeft)
        #expect(UIUserInterfaceLayoutDirection(rawValue: 1) == .rightToLeft)
    }

    @Test("scenario 1: a view made with init(frame:) has UIKit's geometry and configuration defaults")
    func scenario1() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.center == CGPoint(x: 50, y: 50))
        #expect(v.transform == .identity)
        #expect(v.tag == 0)
        #expect(v.autoresizingMask == [])
        #expect(v.contentMode == .scaleToFill)
        #expect(!v.clipsToBounds)
        #expect(!v.isMultipleTouchEnabled)
        #expect(v.superview == nil)
        #expect(v.window == nil)
        #expect(v.subviews.isEmpty)
    }

    @Test("scenario 2: appearance and event defaults, translatesAutoresizingMaskIntoConstraints true")
    func scenario2() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.alpha == 1)
        #expect(!v.isHidden)
        #expect(v.isOpaque)
        #expect(v.clearsContextBeforeDrawing)
        #expect(v.autoresizesSubviews)
        #expect(v.backgroundColor == nil)
        #expect(v.contentStretch == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(v.isUserInteractionEnabled)
        #expect(!v.isExclusiveTouch)
        #expect(v.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("UIView: the rest of a fresh view's defaults")
    func referenceDefaults() {
        _ = Simulator(device: .iPhone3G)
        let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let v = UIView(frame: frame)
        #expect(v.frame == frame)
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(v.center == CGPoint(x: frame.midX, y: frame.midY))
        #expect(v.contentMode.rawValue == 0)
        #expect(v.autoresizingMask.rawValue == 0)
        #expect(v.contentScaleFactor == 1)  // the main screen's scale (1 on the iPhone 3G)
        #expect(v.restorationIdentifier == nil)
        #expect(v.layer.delegate === v)
        #expect(type(of: v.layer) == CALayer.self)
        // The same defaults from the other initializers.
        let plain = UIView()
        #expect(plain.frame == .zero && plain.isOpaque && plain.alpha == 1 && plain.tag == 0)
        let archived = UIView(coder: NSCoder())
        #expect(archived?.layer.delegate === archived)
        #expect(archived?.frame == .zero)
    }

    @Test("scenario 6: the layer is the same object for the view's life; two views never share one")
    func scenario6() {
        let a = UIView(), b = UIView()
        let first = a.layer
        a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        a.backgroundColor = .red
        b.addSubview(a)
        #expect(a.layer === first)
        #expect(a.layer !== b.layer)
    }

    @Test("A-53 (CM-1): a view's content mode is scale-to-fill unless set")
    func contentModeDefault() {
        #expect(UIView().contentMode == .scaleToFill)
        let v = UIView()
        v.contentMode = .redraw
        #expect(v.contentMode == .redraw)
        #expect(v.layer.needsDisplayOnBoundsChange)
    }

    /// A view backed by a shape layer, recording what its layer was inside `init(frame:)`.
    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var layerSeenInInit: CALayer?
        var initializer = ""

        override init(frame: CGRect) {
            super.init(frame: frame)
            layerSeenInInit = layer
            initializer = "init(frame:)"
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            initializer = "init(coder:)"
        }
    }

    @Test("A-84 (LY-6): overriding layerClass backs the view with that class, there from init(frame:) on")
    func layerClassOverride() {
        let v = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(v.layer is CAShapeLayer)
        #expect(v.layerSeenInInit === v.layer)
        #expect(v.layer.delegate === v)
        #expect(ObjectIdentifier(ShapeView.layerClass) == ObjectIdentifier(CAShapeLayer.self))
    }

    @Test("A-78 (CV-1): a custom view made in code runs init(frame:), with its frame already applied")
    func customInitializer() {
        let v = ShapeView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(v.initializer == "init(frame:)")
        #expect(v.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(ShapeView(coder: NSCoder())?.initializer == "init(coder:)")
    }

    /// A layer delegate that is not a view.
    final class Painter: NSObject, CALayerDelegate {}

    @Test("A-85 (LY-7): the view is its layer's delegate; its sublayers may have other delegates")
    func layerDelegate() {
        let v = UIView()
        #expect(v.layer.delegate === v)
        v.layer.delegate = v  // re-assigning the view to its own layer is fine
        let sublayer = CALayer()
        let painter = Painter()
        sublayer.delegate = painter
        v.layer.addSublayer(sublayer)
        #expect(sublayer.delegate === painter)
        #expect(v.layer.sublayers?.contains(sublayer) == true)
        #expect(v.subviews.isEmpty)  // a sublayer is not a subview
    }

    @Test("A-85 (LY-7): making a view the delegate of a layer other than its own stops")
    func viewDelegatingAnotherLayer() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView()
                let other = CALayer()
                other.delegate = v
            }
        }
    }
}
