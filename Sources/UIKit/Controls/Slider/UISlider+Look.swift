import Foundation

/// The parts' look and place: value images, the track before and after the thumb, the
/// thumb — each the image for the current state, or the default tint-coloured shape.
extension UISlider {
    /// Adds the parts (touches go to the slider itself) and shows the defaults.
    func buildParts() {
        contentView.isUserInteractionEnabled = false
        for part in [minimumValueImageView, maximumValueImageView, minimumTrackView, maximumTrackView, thumbView] {
            contentView.addSubview(part)
        }
        minimumTrackView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMinXMaxYCorner]
        maximumTrackView.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
        addSubview(contentView)
        valueImagesDidChange()
        updateAppearance()
    }

    /// The value images changed: shown or hidden, and the track shortened or lengthened.
    func valueImagesDidChange() {
        minimumValueImageView.image = minimumValueImage
        minimumValueImageView.isHidden = minimumValueImage == nil
        maximumValueImageView.image = maximumValueImage
        maximumValueImageView.isHidden = maximumValueImage == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Per-state images changed: the parts show the current ones; sizes may change.
    func imagesDidChange() {
        updateAppearance()
        invalidateIntrinsicContentSize()
    }

    /// The parts show the images of the current state, or the default shapes in their
    /// colours; a disabled slider is drawn at half opacity.
    func updateAppearance() {
        contentView.alpha = isEnabled ? 1 : 0.5
        if let image = currentThumbImage {
            ControlThumb.unstyle(thumbView)
            thumbView.image = image
        } else {
            thumbView.image = nil
            ControlThumb.style(thumbView, height: UISlider.defaultThumbDiameter, color: thumbTintColor ?? .white,
                               shadowOpacity: 0.2, shadowRadius: 5, shadowOffset: 3)
        }
        let minimumImage = currentMinimumTrackImage
        minimumTrackView.image = minimumImage
        minimumTrackView.backgroundColor = minimumImage == nil ? (minimumTrackTintColor ?? tintColor) : nil
        let maximumImage = currentMaximumTrackImage
        maximumTrackView.image = maximumImage
        maximumTrackView.backgroundColor = maximumImage == nil ? (maximumTrackTintColor ?? .systemFill) : nil
        setNeedsLayout()
    }

    /// The thumb and the track's parts follow the value: at the next layout, or now with
    /// the controls' spring when `animated`.
    func moveThumb(animated: Bool) {
        setNeedsLayout()
        guard animated else { return }
        animateControlChange(true) { [self] in layoutIfNeeded() }
    }

    /// Places the parts from the overridable geometry, in the slider's coordinates.
    func layoutParts() {
        contentView.frame = bounds
        contentView.bounds = bounds
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: valueStorage)
        // The track changes colour under the thumb's centre.
        let split = min(max(thumb.midX, track.minX), track.maxX)
        minimumTrackView.frame = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        maximumTrackView.frame = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        minimumTrackView.layer.cornerRadius = minimumTrackView.image == nil ? track.height / 2 : 0
        maximumTrackView.layer.cornerRadius = maximumTrackView.image == nil ? track.height / 2 : 0
        thumbView.frame = thumb
    }
}
