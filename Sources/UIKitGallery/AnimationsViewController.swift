import UIKit

/// The "Animations" screen: the four timing curves side by side, springs with different
/// damping (UIKit's and a `CASpringAnimation`), keyframes (a shape following a path, a view
/// stepping through positions and colours), transitions (a card that flips when tapped, a
/// panel pushed by a `CATransition`) and a `UIViewPropertyAnimator` scrubbed by dragging a
/// knob — ordinary animation code, as an iOS app writes it.
///
/// Everything runs by itself once the screen loads; the tests reach the pieces they check
/// through the public properties.
public final class AnimationsViewController: UIViewController {
    /// The dots on the curve tracks, in the order linear, ease in, ease out, ease in-out.
    public private(set) var curveDots: [UIView] = []
    /// The squares bouncing on springs; the last one runs a `CASpringAnimation`.
    public private(set) var springSquares: [UIView] = []
    /// The arrow going round the path.
    public let pathFollower = CAShapeLayer()
    /// The square that the keyframe animation moves and recolours.
    public let keyframeSquare = UIView()
    /// The card that flips when tapped: it holds one face at a time.
    public let flipCard = UIView()
    private let cardFront = UIView(), cardBack = UIView()
    /// Whether the card shows its back.
    public private(set) var isShowingBack = false
    /// The panel the `CATransition` pushes a new page onto every `pushInterval` seconds.
    public let pushPanel = UIView()
    private let pushLabel = UILabel()
    private var pushedPages = 0
    /// The seconds between two pushes of `pushPanel`, the first one this long after the
    /// screen loads.
    public static let pushInterval: TimeInterval = 2
    /// The box the property animator moves.
    public let scrubbedBox = UIView()
    /// The knob and track that scrub the property animator.
    let scrubKnob = UIView(frame: CGRect(x: 0, y: 0, width: 26, height: 26))
    private let scrubTrack = UIView()
    private var scrubber: UIViewPropertyAnimator?
    /// The five section cards, top to bottom: the root view's subviews.
    private var sections: [UIView] = []

    private static let margin: CGFloat = 16

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for (title, detail, height, fill) in [
            ("Curves", "UIView.animate · repeat, autoreverse", 128, addCurves),
            ("Springs", "usingSpringWithDamping · CASpringAnimation", 140, addSprings),
            ("Keyframes", "path + rotateAuto · animateKeyframes", 136, addKeyframes),
            ("Transitions", "flip from left (tap) · CATransition push", 136, addTransitions),
            ("Property animator", "drag the knob to scrub", 100, addScrubber),
        ] as [(String, String, CGFloat, (UIView) -> Void)] {
            let card = section(title, detail: detail, height: height)
            fill(card)
            sections.append(card)
        }
        Timer.scheduledTimer(timeInterval: AnimationsViewController.pushInterval, target: self,
                             selector: #Selector(AnimationsViewController.pushNextPage(_:)), userInfo: nil, repeats: true)
    }

    /// The sections stack down from the top of the safe area, 8 points apart, wherever it is
    /// when the view is laid out (their content moves with them).
    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        var top = safe.minY + 8
        for card in sections {
            card.frame.origin = CGPoint(x: safe.minX + Self.margin, y: top)
            top = card.frame.maxY + 8
        }
    }

    /// A rounded card with a bold title and a grey note on its first line, as wide as the
    /// view less the margins (placed by `viewWillLayoutSubviews()`).
    private func section(_ title: String, detail: String, height: CGFloat) -> UIView {
        let card = UIView(frame: CGRect(x: Self.margin, y: 0, width: view.bounds.width - 2 * Self.margin, height: height))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        view.addSubview(card)
        let heading = label(title, font: .systemFont(ofSize: 15, weight: .semibold), in: card,
                            frame: CGRect(x: 14, y: 8, width: card.bounds.width - 28, height: 20))
        heading.textColor = .label
        heading.frame.size.width = heading.intrinsicContentSize.width
        let note = label(detail, font: .systemFont(ofSize: 11), in: card,
                         frame: CGRect(x: heading.frame.maxX + 8, y: 9, width: card.bounds.width - 22 - heading.frame.maxX, height: 18))
        note.textAlignment = .right
        return card
    }

    @discardableResult
    private func label(_ text: String, font: UIFont = .systemFont(ofSize: 12), in parent: UIView, frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = font
        label.textColor = .secondaryLabel
        parent.addSubview(label)
        return label
    }

    // MARK: Curves

    private func addCurves(to card: UIView) {
        let curves: [(String, UIView.AnimationOptions, UIColor)] = [
            ("Linear", .curveLinear, .systemBlue), ("Ease in", .curveEaseIn, .systemGreen),
            ("Ease out", .curveEaseOut, .systemOrange), ("Ease in-out", .curveEaseInOut, .systemPink),
        ]
        for (index, (name, curve, colour)) in curves.enumerated() {
            let y = 36 + CGFloat(index) * 22
            label(name, font: .systemFont(ofSize: 13), in: card, frame: CGRect(x: 14, y: y, width: 80, height: 20))
            let track = UIView(frame: CGRect(x: 100, y: y + 8, width: card.bounds.width - 114, height: 4))
            track.backgroundColor = .systemGray5
            track.layer.cornerRadius = 2
            card.addSubview(track)
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 14, height: 14))
            dot.backgroundColor = colour
            dot.layer.cornerRadius = 7
            dot.center = CGPoint(x: track.frame.minX + 7, y: track.frame.midY)
            card.addSubview(dot)
            curveDots.append(dot)
            UIView.animate(withDuration: 1.6, delay: 0, options: [curve, .repeat, .autoreverse]) {
                dot.center.x = track.frame.maxX - 7
            }
        }
    }

    // MARK: Springs

    private func addSprings(to card: UIView) {
        let dampings: [CGFloat] = [0.2, 0.5, 1]
        let lane = (card.bounds.width - 28) / CGFloat(dampings.count + 1)
        let colours: [UIColor] = [.systemRed, .systemOrange, .systemTeal, .systemPurple]
        for index in 0...dampings.count {
            let x = 14 + lane * CGFloat(index)
            let rest = CGPoint(x: x + lane / 2, y: 48), drop = CGPoint(x: x + lane / 2, y: 88)
            let square = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            // The outline where the square comes to rest: the overshoots show against it.
            let target = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            target.center = drop
            target.layer.borderColor = UIColor.systemGray3.cgColor
            target.layer.borderWidth = 1
            target.layer.cornerRadius = 6
            card.addSubview(target)
            square.center = rest
            square.backgroundColor = colours[index]
            square.layer.cornerRadius = 6
            card.addSubview(square)
            springSquares.append(square)
            let caption = label(index < dampings.count ? "damping \(dampings[index])" : "CASpring", in: card,
                                frame: CGRect(x: x, y: 118, width: lane, height: 16))
            caption.textAlignment = .center
            if index < dampings.count {
                UIView.animate(withDuration: 2, delay: 0, usingSpringWithDamping: dampings[index],
                               initialSpringVelocity: 0, options: [.repeat]) {
                    square.center = drop
                }
            } else {
                let spring = CASpringAnimation(keyPath: "position.y")
                spring.fromValue = rest.y
                spring.toValue = drop.y
                spring.damping = 4
                spring.duration = spring.settlingDuration
                spring.repeatCount = .infinity
                square.center = drop
                square.layer.add(spring, forKey: "bounce")
            }
        }
    }

    // MARK: Keyframes

    private func addKeyframes(to card: UIView) {
        // Left: an arrow going round a loop drawn as a dashed line, turned along it.
        let loop = UIBezierPath(roundedRect: CGRect(x: 24, y: 42, width: card.bounds.width / 2 - 40, height: 62),
                                cornerRadius: 30).cgPath
        let guide = CAShapeLayer()
        guide.path = loop
        guide.fillColor = nil
        guide.strokeColor = UIColor.systemGray3.cgColor
        guide.lineWidth = 2
        guide.lineDashPattern = [4, 4]
        card.layer.addSublayer(guide)
        let arrow = UIBezierPath()
        arrow.move(to: CGPoint(x: 0, y: 0))
        arrow.addLine(to: CGPoint(x: 24, y: 9))
        arrow.addLine(to: CGPoint(x: 0, y: 18))
        arrow.addLine(to: CGPoint(x: 6, y: 9))
        arrow.close()
        pathFollower.bounds = CGRect(x: 0, y: 0, width: 24, height: 18)
        pathFollower.path = arrow.cgPath
        pathFollower.fillColor = UIColor.systemIndigo.cgColor
        pathFollower.position = CGPoint(x: 24, y: 73)
        card.layer.addSublayer(pathFollower)
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = loop
        follow.calculationMode = .paced
        follow.rotationMode = .rotateAuto
        follow.duration = 4
        follow.repeatCount = .infinity
        pathFollower.add(follow, forKey: "follow")
        label("CAKeyframeAnimation", in: card, frame: CGRect(x: 14, y: 118, width: card.bounds.width / 2 - 14, height: 16))
            .textAlignment = .center

        // Right: a square stepping round the corners of a box, changing colour at each.
        let box = CGRect(x: card.bounds.width / 2 + 30, y: 44, width: card.bounds.width / 2 - 60, height: 58)
        let outline = UIView(frame: box)
        outline.layer.borderColor = UIColor.systemGray4.cgColor
        outline.layer.borderWidth = 1
        outline.layer.cornerRadius = 8
        card.addSubview(outline)
        keyframeSquare.frame = CGRect(x: box.minX - 11, y: box.minY - 11, width: 22, height: 22)
        keyframeSquare.layer.cornerRadius = 5
        keyframeSquare.backgroundColor = .systemBlue
        card.addSubview(keyframeSquare)
        let stops: [(CGPoint, UIColor)] = [
            (CGPoint(x: box.maxX, y: box.minY), .systemOrange), (CGPoint(x: box.maxX, y: box.maxY), .systemGreen),
            (CGPoint(x: box.minX, y: box.maxY), .systemPurple), (CGPoint(x: box.minX, y: box.minY), .systemBlue),
        ]
        // Keyframe animations ease in and out as a whole unless given UIKit's linear curve
        // (an animation option, passed the way iOS apps do): then every side takes as long.
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 4, delay: 0, options: [.repeat, .calculationModeLinear, linear]) { [keyframeSquare] in
            for (index, (corner, colour)) in stops.enumerated() {
                UIView.addKeyframe(withRelativeStartTime: Double(index) / 4, relativeDuration: 0.25) {
                    keyframeSquare.center = corner
                    keyframeSquare.backgroundColor = colour
                }
            }
        }
        label("animateKeyframes", in: card, frame: CGRect(x: card.bounds.width / 2, y: 118, width: card.bounds.width / 2 - 14, height: 16))
            .textAlignment = .center
    }

    // MARK: Transitions

    private func addTransitions(to card: UIView) {
        let width = (card.bounds.width - 42) / 2
        flipCard.frame = CGRect(x: 14, y: 36, width: width, height: 78)
        card.addSubview(flipCard)
        for (face, text, colour) in [(cardFront, "♠ Tap to flip", UIColor.systemIndigo), (cardBack, "♥ Back", .systemOrange)] {
            face.frame = flipCard.bounds
            face.backgroundColor = colour
            face.layer.cornerRadius = 10
            let caption = UILabel(frame: face.bounds)
            caption.text = text
            caption.textColor = .white
            caption.font = .systemFont(ofSize: 16, weight: .bold)
            caption.textAlignment = .center
            face.addSubview(caption)
            flipCard.addSubview(face)
        }
        cardBack.isHidden = true
        flipCard.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #Selector(AnimationsViewController.flip(_:))))
        label("UIView.transition", in: card, frame: CGRect(x: 14, y: 116, width: width, height: 16)).textAlignment = .center

        pushPanel.frame = CGRect(x: 28 + width, y: 36, width: width, height: 78)
        pushPanel.layer.cornerRadius = 10
        pushPanel.layer.masksToBounds = true
        pushLabel.frame = pushPanel.bounds
        pushLabel.textColor = .white
        pushLabel.font = .systemFont(ofSize: 16, weight: .bold)
        pushLabel.textAlignment = .center
        pushPanel.addSubview(pushLabel)
        card.addSubview(pushPanel)
        showPage()
        label("CATransition push", in: card, frame: CGRect(x: 28 + width, y: 116, width: width, height: 16)).textAlignment = .center
    }

    /// Where the flip card is on the screen: what the headless Gallery taps.
    public var flipCardCenterOnScreen: CGPoint {
        flipCard.convert(CGPoint(x: flipCard.bounds.midX, y: flipCard.bounds.midY), to: nil)
    }

    func flip(_ recognizer: UITapGestureRecognizer) {
        isShowingBack.toggle()
        UIView.transition(with: flipCard, duration: 0.8, options: .transitionFlipFromLeft) { [self] in
            cardFront.isHidden = isShowingBack
            cardBack.isHidden = !isShowingBack
        }
    }

    func pushNextPage(_ timer: Timer) {
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 0.6
        push.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pushPanel.layer.add(push, forKey: kCATransition)
        pushedPages += 1
        showPage()
    }

    private func showPage() {
        let colours: [UIColor] = [.systemTeal, .systemPink, .systemGreen, .systemBrown]
        pushPanel.backgroundColor = colours[pushedPages % colours.count]
        pushLabel.text = "Page \(pushedPages + 1)"
    }

    // MARK: Property animator

    private func addScrubber(to card: UIView) {
        scrubbedBox.frame = CGRect(x: 14, y: 34, width: 30, height: 30)
        scrubbedBox.backgroundColor = .systemBlue
        scrubbedBox.layer.cornerRadius = 6
        card.addSubview(scrubbedBox)
        scrubTrack.frame = CGRect(x: 28, y: 80, width: card.bounds.width - 56, height: 4)
        scrubTrack.backgroundColor = .systemGray4
        scrubTrack.layer.cornerRadius = 2
        card.addSubview(scrubTrack)
        scrubKnob.center = CGPoint(x: scrubTrack.frame.minX, y: scrubTrack.frame.midY)
        scrubKnob.backgroundColor = .white
        scrubKnob.layer.cornerRadius = 13
        scrubKnob.layer.shadowOpacity = 0.25
        scrubKnob.layer.shadowRadius = 3
        scrubKnob.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.addSubview(scrubKnob)
        scrubKnob.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #Selector(AnimationsViewController.scrub(_:))))

        let end = card.bounds.width - 14 - scrubbedBox.bounds.width / 2
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { [scrubbedBox] in
            scrubbedBox.center.x = end
            scrubbedBox.transform = CGAffineTransform(rotationAngle: .pi)
            scrubbedBox.backgroundColor = .systemPink
            scrubbedBox.layer.cornerRadius = 15
        }
        // Kept paused at the knob's fraction, never finishing, so the knob can go back.
        animator.pausesOnCompletion = true
        animator.pauseAnimation()
        scrubber = animator
    }

    /// The knob follows the finger along the track; the animator's progress follows the knob.
    func scrub(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: scrubTrack)
        recognizer.setTranslation(.zero, in: scrubTrack)
        let x = min(max(scrubKnob.center.x + translation.x, scrubTrack.frame.minX), scrubTrack.frame.maxX)
        scrubKnob.center.x = x
        scrubber?.fractionComplete = (x - scrubTrack.frame.minX) / scrubTrack.frame.width
    }

    /// How far the property animator has run: the knob's place on its track.
    public var scrubFraction: CGFloat { scrubber?.fractionComplete ?? 0 }

    /// Where the knob is on the screen: what the headless Gallery drags from.
    public var scrubKnobCenterOnScreen: CGPoint { scrubKnob.convert(CGPoint(x: 13, y: 13), to: nil) }

    /// The point `fraction` of the way along the track (0 its start, 1 its end), on the
    /// screen: what the headless Gallery drags the knob to.
    public func scrubTrackPointOnScreen(fraction: CGFloat) -> CGPoint {
        scrubTrack.convert(CGPoint(x: scrubTrack.bounds.width * fraction, y: 2), to: nil)
    }
}
