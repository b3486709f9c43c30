import Foundation

/// The value and its range: clamping, the bounds keeping their order, bad numbers ignored.
extension UISlider {
    /// `value` clamped to the range (an infinity becomes the bound it points past).
    func clamped(_ value: Float) -> Float {
        min(max(value, minimumValueStorage), maximumValueStorage)
    }

    /// Stores `value` clamped to the range and moves the thumb, animated when asked. NaN
    /// is ignored, as UIKit leaves the value alone.
    func storeValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return }
        let newValue = clamped(value)
        guard newValue != valueStorage else { return }
        valueStorage = newValue
        moveThumb(animated: animated)
    }

    /// A new minimum: a maximum below it rises to it, and the value is clamped.
    func storeMinimumValue(_ minimum: Float) {
        guard minimum.isFinite else { return }
        minimumValueStorage = minimum
        if maximumValueStorage < minimum { maximumValueStorage = minimum }
        rangeDidChange()
    }

    /// A new maximum: a minimum above it falls to it, and the value is clamped.
    func storeMaximumValue(_ maximum: Float) {
        guard maximum.isFinite else { return }
        maximumValueStorage = maximum
        if minimumValueStorage > maximum { minimumValueStorage = maximum }
        rangeDidChange()
    }

    /// The value clamped into the new range, and the thumb placed for it.
    private func rangeDidChange() {
        valueStorage = clamped(valueStorage)
        moveThumb(animated: false)
    }

    /// Where `value` lies in the range, 0…1 (0 for an empty range).
    func fraction(of value: Float) -> CGFloat {
        let span = maximumValueStorage - minimumValueStorage
        guard span > 0, !value.isNaN else { return 0 }
        return CGFloat(min(max((value - minimumValueStorage) / span, 0), 1))
    }
}
