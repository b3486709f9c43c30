import Foundation

/// The switch's look: the track's colour and the thumb's place and width, set from the value
/// shown, the finger, the tints and the enabled state.
extension UISwitch {
    /// The thumb's distance from the track's edges.
    static let thumbInset: CGFloat = 2
    /// The thumb's diameter.
    static let thumbDiameter: CGFloat = 27
    /// How much wider the thumb is while a finger is down.
    static let pressedThumbStretch: CGFloat = 7

    /// Adds the track and thumb (touches go to the switch itself) and shows the value.
    func buildVisualElement() {
        visualElement.isUserInteractionEnabled = false
        visualElement.frame = CGRect(origin: .zero, size: UISwitch.fixedSize)
        trackView.frame = visualElement.bounds
        trackView.layer.cornerRadius = UISwitch.fixedSize.height / 2
        visualElement.addSubview(trackView)
        visualElement.addSubview(thumbView)
        addSubview(visualElement)
        updateLook(animated: false)
    }

    /// Makes `on` the value and the side shown, sliding there when `animated`.
    func showValue(_ on: Bool, animated: Bool) {
        isOnStorage = on
        displaysOn = on
        updateLook(animated: animated)
    }

    /// The thumb's frame on the `on` or off side, widened towards the middle when
    /// `pressed`.
    func thumbFrame(on: Bool, pressed: Bool) -> CGRect {
        let width = UISwitch.thumbDiameter + (pressed ? UISwitch.pressedThumbStretch : 0)
        let x = on ? UISwitch.fixedSize.width - UISwitch.thumbInset - width : UISwitch.thumbInset
        return CGRect(x: x, y: UISwitch.thumbInset, width: width, height: UISwitch.thumbDiameter)
    }

    /// The off track's fill: a tint set on the switch itself, else iOS 13+'s light gray
    /// (the secondary system fill: 16 % of a blue-gray, 233 on white). An inherited tint
    /// (the window's blue) does not colour it.
    var offTrackColor: UIColor {
        tintColorStorage ?? .secondarySystemFill
    }

    /// Sets the track's colour, the thumb's frame and colour and the dimming from the state,
    /// animated with the controls' spring when `animated`.
    func updateLook(animated: Bool) {
        updateDimming()
        ControlThumb.style(thumbView, height: UISwitch.thumbDiameter, color: thumbTintColor ?? .white,
                           shadowOpacity: 0.15, shadowRadius: 4, shadowOffset: 3)
        let on = displaysOn
        let pressed = isThumbPressed
        animateControlChange(animated) { [self] in
            trackView.backgroundColor = on ? (onTintColor ?? .systemGreen) : offTrackColor
            thumbView.frame = thumbFrame(on: on, pressed: pressed)
        }
    }

    /// A disabled switch is drawn at half opacity, track and thumb together.
    func updateDimming() {
        visualElement.alpha = isEnabled ? 1 : 0.5
    }
}
