import CoreGraphics
import Foundation

/// One open animation block: what an `animate…` call's `animations` closure, or the code
/// between `beginAnimations` and `commitAnimations`, runs inside. While it is the
/// innermost one, a change of an animatable property of a view's own layer makes an
/// animation with its settings (see `UIView.action(for:forKey:)`).
///
/// UIKit keeps these parameters to itself: they are not the `CATransaction`'s, so layers
/// that belong to no view keep Core Animation's own implicit animations (0.25 s,
/// R-LAYER-8) inside a block.
@MainActor
final class ViewAnimationContext {
    /// What the block's changes turn into.
    enum Kind {
        /// Animations added as the properties change (the block API).
        case block
        /// Animations added when the outermost begin/commit block commits.
        case beginCommit
        /// Keyframes of a keyframe animation (`animateKeyframes`); the span is the part of
        /// its duration the changes take (0…1 outside `addKeyframe`).
        case keyframes(KeyframeRecorder, span: (start: Double, duration: Double))
        /// Tracks of a property animator's timeline, starting at `begin` seconds into it.
        case animator(AnimatorTimeline, begin: Double)
    }

    /// The open blocks, outermost first.
    private(set) static var stack: [ViewAnimationContext] {
        get { HostEnvironment.current.uiKit.animationContexts }
        set { HostEnvironment.current.uiKit.animationContexts = newValue }
    }

    /// The innermost open block.
    static var current: ViewAnimationContext? { stack.last }

    let kind: Kind
    let parent: ViewAnimationContext?
    let group: ViewAnimationGroup
    /// The length of one pass, in seconds.
    var duration: TimeInterval
    /// The wait before the block's animations start, after its parent's start.
    var delay: TimeInterval
    var timing: ViewAnimationTiming
    /// The flags in effect (inherited ones included; no curve or transition field).
    var options: UIView.AnimationOptions
    /// Passes to make (0: one, unless `.repeat` asks for no end).
    var repeatCount: Float = 0
    var autoreverses: Bool
    var beginsFromCurrentState: Bool
    /// The media time a root block's animations count their delay from (for a begin/commit
    /// block: the time it commits).
    private var baseTime: CFTimeInterval
    /// Animations of a begin/commit block waiting for the outermost commit.
    private var pending: [(layer: CALayer, key: String?, animation: CAAnimation, context: ViewAnimationContext)] = []
    /// Views whose layers got animations in this block (for `.layoutSubviews`).
    private var animatedViews: [UIView] = []

    /// A block inside `parent` (the innermost open one) with its own `duration`, `delay`,
    /// `options` and `timing`. As in UIKit, a nested block inherits its parent's duration
    /// unless `.overrideInheritedDuration`, its curve (or spring) unless
    /// `.overrideInheritedCurve` or `.overrideInheritedOptions`, and its parent's flags
    /// (repeat, autoreverse, interaction…) unless `.overrideInheritedOptions`; it starts
    /// with its parent, after its own delay.
    init(kind: Kind, duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
         timing: ViewAnimationTiming, completion: ((Bool) -> Void)?) {
        let parent = ViewAnimationContext.current
        self.kind = kind
        self.parent = parent
        self.delay = delay.isFinite ? max(delay, 0) : 0
        var flags = options.flags
        if let parent {
            self.duration = options.contains(.overrideInheritedDuration) ? duration : parent.duration
            let ownTiming = options.contains(.overrideInheritedCurve) || options.contains(.overrideInheritedOptions)
            self.timing = ownTiming ? timing : parent.timing
            if !options.contains(.overrideInheritedOptions) {
                flags.formUnion(parent.options.subtracting([.overrideInheritedDuration, .overrideInheritedCurve]))
                repeatCount = parent.repeatCount
            }
        } else {
            self.duration = duration
            self.timing = timing
        }
        self.options = flags
        autoreverses = flags.contains(.autoreverse)
        beginsFromCurrentState = flags.contains(.beginFromCurrentState)
        baseTime = CACurrentMediaTime()
        group = ViewAnimationGroup(allowsUserInteraction: flags.contains(.allowUserInteraction), completion: completion)
    }

    /// Runs `body` with the block open (innermost), then closes it: its completion runs
    /// once its animations have ended.
    func perform(_ body: () -> Void) {
        ViewAnimationContext.stack.append(self)
        body()
        if options.contains(.layoutSubviews) { layOutAnimatedViews() }
        ViewAnimationContext.stack.removeLast()
        close()
    }

    /// Lays out the views this block animated, inside it, so that their subviews' new
    /// frames animate with them (`.layoutSubviews`).
    private func layOutAnimatedViews() {
        var laidOut: [ObjectIdentifier] = []
        var index = 0
        // Layout may animate more views, which are laid out in turn.
        while index < animatedViews.count {
            let view = animatedViews[index]
            index += 1
            guard !laidOut.contains(ObjectIdentifier(view)) else { continue }
            laidOut.append(ObjectIdentifier(view))
            view.layoutIfNeeded()
        }
    }

    /// The block made all its animations: its group waits for them to end — or, inside
    /// a begin/commit block, for that block's outermost commit, which adds them.
    private func close() {
        if let root = parent?.beginCommitRoot {
            root.closedInside.append(self)
        } else {
            group.close()
        }
    }

    /// Opens a begin/commit block (`beginAnimations(_:context:)`).
    static func open(_ context: ViewAnimationContext) {
        stack.append(context)
    }

    /// Closes the innermost block if it is a begin/commit one (`commitAnimations()`): the
    /// outermost adds its animations and those of the blocks inside it, starting now (or
    /// at its start date).
    static func commitBeginCommitBlock() {
        guard let context = stack.last, case .beginCommit = context.kind else { return }
        stack.removeLast()
        guard context.parent?.beginCommitRoot == nil else {
            context.close()
            return
        }
        let now = CACurrentMediaTime()
        context.baseTime = max(now, context.startDate ?? now)
        let pending = context.pending
        context.pending = []
        for entry in pending { entry.context.add(entry.animation, to: entry.layer, forKey: entry.key) }
        for inner in context.closedInside { inner.group.close() }
        context.closedInside = []
        context.group.close()
    }

    /// The outermost begin/commit block among this block and those around it: its commit
    /// adds the animations made inside it.
    private var beginCommitRoot: ViewAnimationContext? {
        var outermost: ViewAnimationContext?
        var each: ViewAnimationContext? = self
        while let context = each {
            if case .beginCommit = context.kind { outermost = context }
            each = context.parent
        }
        return outermost
    }

    /// For a begin/commit block: the media time set with `setAnimationStart(_:)`.
    var startDate: CFTimeInterval?
    /// Blocks closed inside this begin/commit block, whose groups close at its commit.
    private var closedInside: [ViewAnimationContext] = []

    // MARK: Start time

    /// The media time the block's animations begin: its parent's start (or, for the
    /// outermost, the time it opened or committed) plus its delay.
    var startTime: CFTimeInterval {
        (parent?.startTime ?? baseTime) + delay
    }

    // MARK: Recording changes

    /// A property of `layer` (a view's own layer) changed from `oldValue` inside this
    /// block: makes its animation (or keyframe).
    func record(_ key: String, of layer: CALayer, from oldValue: Any?) {
        if let view = layer.delegate as? UIView { animatedViews.append(view) }
        switch kind {
        case .keyframes(let recorder, let span):
            recorder.note(key, of: layer, from: oldValue, to: layer.value(forKey: key), span: span, context: self)
            return
        case .animator(let timeline, let begin):
            timeline.note(key, of: layer, from: startValue(of: key, on: layer, modelValue: oldValue), begin: begin)
            return
        case .block, .beginCommit:
            break
        }
        for (animationKey, animation) in animations(for: key, of: layer, from: oldValue) {
            if let root = beginCommitRoot {
                root.defer(animation, to: layer, forKey: animationKey, from: self)
            } else {
                add(animation, to: layer, forKey: animationKey)
            }
        }
    }

    /// Keeps `animation` for the commit. A second change of the same property in the
    /// same begin/commit block replaces the first, keeping its start value.
    private func `defer`(_ animation: CAAnimation, to layer: CALayer, forKey key: String?, from context: ViewAnimationContext) {
        if let key, let index = pending.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            if let basic = animation as? CABasicAnimation, let earlier = pending[index].animation as? CABasicAnimation,
               !basic.isAdditive {
                basic.fromValue = earlier.fromValue
            }
            pending.remove(at: index)
        }
        pending.append((layer, key, animation, context))
    }

    /// The animations for a change of `key` on `layer` from `oldValue`. Position and bounds
    /// animate additively, as UIKit's have since iOS 8: an offset from the old value to
    /// zero on top of the new model value, under a key of its own, so that an animation
    /// already running goes on (and finishes) and the motion stays continuous. Other
    /// properties animate from the old model value — or, with `.beginFromCurrentState`,
    /// from what is on screen — to the model value, replacing (interrupting) an animation
    /// of the same property.
    private func animations(for key: String, of layer: CALayer, from oldValue: Any?) -> [(String?, CAAnimation)] {
        switch (key, oldValue) {
        case ("position", let old as CGPoint):
            let new = layer.position
            let delta = CGPoint(x: old.x - new.x, y: old.y - new.y)
            return [additive("position", from: delta, to: CGPoint.zero, on: layer)]
        case ("bounds", let old as CGRect):
            let new = layer.bounds
            let origin = CGPoint(x: old.minX - new.minX, y: old.minY - new.minY)
            let size = CGSize(width: old.width - new.width, height: old.height - new.height)
            return [additive("bounds.origin", from: origin, to: CGPoint.zero, on: layer),
                    additive("bounds.size", from: size, to: CGSize.zero, on: layer)]
        default:
            let animation = timing.makeBasicAnimation(keyPath: key)
            animation.fromValue = startValue(of: key, on: layer, modelValue: oldValue)
            configure(animation)
            return [(key, animation)]
        }
    }

    /// An additive animation of `keyPath` from the offset `from` to `to`, under a key no
    /// other animation of the layer has.
    private func additive(_ keyPath: String, from: Any, to: Any, on layer: CALayer) -> (String?, CAAnimation) {
        let animation = timing.makeBasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.isAdditive = true
        configure(animation)
        // Keys taken on the layer, and by animations waiting for a begin/commit block's commit.
        var taken = Set(layer.animationKeys() ?? [])
        taken.formUnion((beginCommitRoot?.pending ?? []).filter { $0.layer === layer }.compactMap(\.key))
        var key = keyPath
        var suffix = 2
        while taken.contains(key) {
            key = "\(keyPath)-\(suffix)"
            suffix += 1
        }
        return (key, animation)
    }

    /// Where an absolute animation of `key` starts: what is on screen with
    /// `.beginFromCurrentState` while another animation of the property runs, the start of
    /// an animation of the property this block already made (a second change in one
    /// block), otherwise the old model value. No colour is transparent (Core Animation
    /// would read a missing start value as "the value underneath" and show no change).
    func startValue(of key: String, on layer: CALayer, modelValue: Any?) -> Any {
        let running = layer.animation(forKey: key)
        if let running = running as? CABasicAnimation, running.delegate === group, let from = running.fromValue {
            running.setValue(true, forKey: ViewAnimationGroup.supersededKey)
            return from
        }
        if beginsFromCurrentState, running != nil || layer.animationKeys()?.contains(where: { animationKey in
            (layer.animation(forKey: animationKey) as? CAPropertyAnimation)?.keyPath == key
        }) == true, let shown = layer.presentedValue(forKey: key, overModelValue: modelValue) {
            return shown
        }
        return modelValue ?? ViewAnimationContext.transparent
    }

    /// The colour a view without a background colour shows.
    static let transparent = CGColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Gives `animation` the block's timing: duration, repeats, fill, delegate.
    func configure(_ animation: CAAnimation) {
        animation.duration = duration
        animation.fillMode = .both
        animation.autoreverses = autoreverses
        if repeatCount > 0 {
            animation.repeatCount = repeatCount
        } else if options.contains(.repeat) {
            animation.repeatCount = .infinity
        }
        animation.delegate = group
    }

    /// Adds `animation` to `layer` to begin at the block's start time.
    func add(_ animation: CAAnimation, to layer: CALayer, forKey key: String?) {
        let start = startTime
        animation.beginTime = layer.convertTime(start, from: nil)
        group.animationAdded(endingAt: endTime(of: animation, startingAt: start))
        layer.add(animation, forKey: key)
    }

    /// When `animation`, starting at media time `start`, ends (nil: never).
    private func endTime(of animation: CAAnimation, startingAt start: CFTimeInterval) -> CFTimeInterval? {
        let pass = animation.duration * (animation.autoreverses ? 2 : 1)
        let count = animation.repeatCount > 0 ? Double(animation.repeatCount) : 1
        let end = start + pass * count
        return end.isFinite ? end : nil
    }
}
