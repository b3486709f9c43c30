import Foundation

/// The images a control keeps per state — a slider's thumb and tracks, a stepper's glyphs
/// and backgrounds — with UIKit's fallback: a state that has no image of its own shows the
/// normal state's.
struct ControlStateImages {
    private var images: [UInt: UIImage] = [:]

    /// Sets (nil: removes) the image of exactly `state`.
    mutating func set(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
    }

    /// The image of `state`, else the normal state's.
    func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }
}
