import Foundation

/// The halves' look: per-half state (normal, highlighted while pressed, disabled at a
/// limit), backgrounds, glyphs and the divider.
extension UIStepper {
    /// The corner radius of the stepper's outer corners.
    static let cornerRadius: CGFloat = 8
    /// The default divider's size.
    static let dividerSize = CGSize(width: 1, height: 18)

    /// Adds the parts (touches go to the stepper itself) and shows the defaults.
    func buildParts() {
        let parts: [UIView] = [decrementBackground, incrementBackground, divider, decrementGlyph, incrementGlyph]
        for part in parts {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        decrementBackground.addSubview(decrementBackgroundImage)
        incrementBackground.addSubview(incrementBackgroundImage)
        for (background, corners) in [(decrementBackground, CACornerMask([.layerMinXMinYCorner, .layerMinXMaxYCorner])),
                                      (incrementBackground, CACornerMask([.layerMaxXMinYCorner, .layerMaxXMaxYCorner]))] {
            background.clipsToBounds = true
            background.layer.cornerRadius = UIStepper.cornerRadius
            background.layer.maskedCorners = corners
        }
        updateLook()
    }

    /// The state `half` is drawn in: disabled when it cannot step, highlighted while the
    /// finger that pressed it is inside, else normal.
    func state(of half: StepperHalf) -> UIControl.State {
        if !canStep(half) { return .disabled }
        if pressedHalf == half && isHighlighted { return .highlighted }
        return .normal
    }

    /// Shows each half's background, glyph and the divider for the halves' states.
    func updateLook() {
        let decrementState = state(of: .decrement)
        let incrementState = state(of: .increment)
        show(background: decrementBackground, image: decrementBackgroundImage, state: decrementState)
        show(background: incrementBackground, image: incrementBackgroundImage, state: incrementState)
        show(glyph: decrementGlyph, image: decrementImage(for: decrementState), state: decrementState)
        show(glyph: incrementGlyph, image: incrementImage(for: incrementState), state: incrementState)
        if let image = dividerImage(forLeftSegmentState: decrementState, rightSegmentState: incrementState) {
            divider.image = image
            divider.backgroundColor = nil
        } else {
            divider.image = nil
            divider.backgroundColor = .separator
        }
        setNeedsLayout()
    }

    /// A half's background: its image for `state` (stretched over the whole stepper), or
    /// the light gray fill, darker while pressed.
    private func show(background: UIView, image: UIImageView, state: UIControl.State) {
        image.image = backgroundImage(for: state)
        if image.image == nil {
            background.backgroundColor = state == .highlighted ? .systemFill : .tertiarySystemFill
        } else {
            background.backgroundColor = nil
        }
    }

    /// A glyph: template images in the glyph colour — gray for a half that cannot step,
    /// else a tint set on the stepper itself, else the label colour.
    private func show(glyph: UIImageView, image: UIImage?, state: UIControl.State) {
        glyph.image = image
        glyph.tintColor = state == .disabled ? .tertiaryLabel : (tintColorStorage ?? .label)
    }

    /// Each half is half the stepper; glyphs and the divider are centred in their places
    /// at their images' sizes.
    func layoutParts() {
        let half = bounds.width / 2
        decrementBackground.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        incrementBackground.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
        decrementBackgroundImage.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        incrementBackgroundImage.frame = CGRect(x: -half, y: 0, width: bounds.width, height: bounds.height)
        decrementGlyph.frame = centred(decrementGlyph.image?.size ?? .zero, at: CGPoint(x: half / 2, y: bounds.midY))
        incrementGlyph.frame = centred(incrementGlyph.image?.size ?? .zero, at: CGPoint(x: half * 1.5, y: bounds.midY))
        divider.frame = centred(divider.image?.size ?? UIStepper.dividerSize, at: CGPoint(x: half, y: bounds.midY))
    }

    private func centred(_ size: CGSize, at center: CGPoint) -> CGRect {
        CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
