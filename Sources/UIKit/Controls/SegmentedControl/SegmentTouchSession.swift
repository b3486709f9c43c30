import Foundation

/// What a finger down on a segmented control is doing, from touch-down to lift.
struct SegmentTouchSession {
    enum Mode {
        /// The finger went down on a segment other than the selected one (or on any segment
        /// of a momentary control): the segment under it is pressed.
        case pressing
        /// The finger went down on the selected segment: the thumb shrinks and follows the
        /// finger from enabled segment to enabled segment.
        case draggingThumb
    }

    var mode: Mode
    /// The segment the lift would choose: the enabled segment under the finger while it is
    /// inside, or (dragging the thumb) the last enabled segment the thumb reached; nil when
    /// none.
    var segment: Int?
}
