import Foundation

extension UIView {
    /// Options for animating views with blocks (`animate(withDuration:delay:options:…)`,
    /// `transition(with:…)`): independent flags in bits 0–9, one timing curve in bits
    /// 16–19, one transition in bits 20–23 and a preferred frame rate in bits 24–27.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out the animated views' subviews inside the animation, so that their new
        /// frames animate with their superview's.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the animated views take touches while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen when a property is already animating.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat without end.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run each pass forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// In a nested animation, use this call's duration, not the enclosing one's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// In a nested animation, use this call's curve, not the enclosing one's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// In a transition, animate the changes of the block too (no snapshot only).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// In `transition(from:to:…)`, hide and show the views instead of removing and
        /// adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// In a nested animation, inherit neither the animation type nor the options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// Flip about the vertical axis, the left side coming forwards.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip about the vertical axis, the right side coming forwards.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// The old look curls up from the bottom like a page.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// The new look curls down from the top like a page.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-dissolve from the old look to the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip about the horizontal axis, the top coming forwards.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip about the horizontal axis, the bottom coming forwards.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's frame rate (frames here always come at the display's rate).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve field (bits 16–19) as a curve; values beyond the four curves read as
        /// the default (block animations also take 7, the keyboard's: see
        /// `ViewAnimationTiming(curveOf:)`).
        var curve: AnimationCurve { AnimationCurve(rawValue: Int(curveField)) ?? .easeInOut }

        /// The curve field (bits 16–19) as a number.
        var curveField: UInt { (rawValue >> 16) & 0xF }

        /// The transition field (bits 20–23): 0 for none.
        var transitionField: UInt { (rawValue >> 20) & 0xF }

        /// The independent flags (bits 0–15), without the curve and transition fields.
        var flags: AnimationOptions { AnimationOptions(rawValue: rawValue & 0xFFFF) }
    }

    /// The pacing of an animation.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends: the default curve.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even pace.
        case linear

        /// Core Animation's timing function for the curve, with Apple's control points.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// The transitions of begin/commit animation blocks (`setAnimationTransition(_:for:cache:)`).
    public enum AnimationTransition: Int, Sendable {
        case none
        case flipFromLeft
        case flipFromRight
        case curlUp
        case curlDown
    }

    /// Options for keyframe animations (`animateKeyframes(withDuration:delay:options:…)`).
    /// Bits 16–19 are read as `AnimationOptions` curves, as UIKit reads them, for the
    /// pacing of the whole animation (default ease-in-ease-out).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight from one keyframe's value to the next (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value shows, without interpolation, from its keyframe's start.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Straight segments at an even pace (the keyframes' times are ignored).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace (the keyframes' times are ignored).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        public static let preferredFramesPerSecondDefault = KeyframeAnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = KeyframeAnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = KeyframeAnimationOptions(rawValue: 7 << 24)

        /// Core Animation's calculation mode for the mode field (bits 10–12).
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The options shared with `AnimationOptions` (flags and the curve field).
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & (0x3FF | 0xF << 16))
        }
    }
}

/// Where an animator's animations stop (`UIViewAnimating`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their end values.
    case end
    /// At their start values.
    case start
    /// Where they were when they stopped.
    case current
}

/// The states of an animator (`UIViewAnimating.state`).
public enum UIViewAnimatingState: Int, Sendable {
    /// No animations are under way: the animator has not started, or has finished.
    case inactive
    /// Animations are under way or paused.
    case active
    /// The animations were stopped and wait for `finishAnimation(at:)`.
    case stopped
}
