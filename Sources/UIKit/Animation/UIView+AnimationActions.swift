import Foundation

extension UIView {
    /// The layer keys a view animates inside an animation block: those of its animatable
    /// properties (`frame`/`center` → position, `frame`/`bounds` → bounds, `transform`,
    /// `alpha` → opacity, `backgroundColor`, `contentStretch` → contentsCenter) and the
    /// layer properties UIKit also animates in blocks (corner radius, as since iOS 11;
    /// contentsRect). Other properties — `isHidden`, borders, shadows — change at once, as
    /// they do on iOS.
    static let animatedLayerKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor", "contentsCenter", "contentsRect",
        "cornerRadius",
    ]

    /// The action for a change of `event` on the view's own layer: inside an animation
    /// block with animations enabled, one that makes the block's animation of the change
    /// (the layer still answers the old value to `value(forKey:)` while this runs; the
    /// typed property already has the new one); otherwise `NSNull`, no animation.
    func viewAction(for layer: CALayer, forKey event: String) -> any CAAction {
        guard layer === self.layer, UIView.animationsEnabledFlag, let context = ViewAnimationContext.current,
              UIView.animatedLayerKeys.contains(event) else { return UIView.noAction }
        return ViewPropertyAction(context: context, oldValue: layer.value(forKey: event))
    }

    /// The "no action" answer, made once: every property change of a view's layer asks.
    static let noAction = NSNull()

    /// Whether animations are enabled (`setAnimationsEnabled(_:)`).
    static var animationsEnabledFlag: Bool {
        get { HostEnvironment.current.uiKit.areAnimationsEnabled }
        set { HostEnvironment.current.uiKit.areAnimationsEnabled = newValue }
    }
}

/// The action a view gives its layer for a change inside an animation block: once the
/// change is made, the block records it (an animation, or a keyframe).
@MainActor
struct ViewPropertyAction: @preconcurrency CAAction {
    let context: ViewAnimationContext
    let oldValue: Any?

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        context.record(event, of: layer, from: oldValue)
    }
}

extension UIView {
    /// Whether the view's layer runs an animation of a block made without
    /// `.allowUserInteraction` (or of a property animator whose `isUserInteractionEnabled`
    /// is false): UIKit's views take no touches while they animate so (hit testing passes
    /// over them and their subviews).
    var isAnimatingWithoutUserInteraction: Bool {
        guard let keys = layer.animationKeys() else { return false }
        return keys.contains { key in
            (layer.animation(forKey: key)?.delegate as? ViewAnimationInteraction)?.blocksUserInteraction ?? false
        }
    }
}

/// What made a view's animation: whether the view takes touches while it runs.
@MainActor
protocol ViewAnimationInteraction: AnyObject {
    var blocksUserInteraction: Bool { get }
}
