import Foundation
import UIKitTesting

extension CGSize {
    /// Whether both dimensions are within `tolerance` of `other`'s (sizes summed from
    /// pixel-rounded parts differ in the last bits at scale 3).
    func isClose(to other: CGSize, tolerance: CGFloat = 1e-6) -> Bool {
        abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

extension CGFloat {
    /// Whether the value is within a millionth of `other`.
    func isClose(to other: CGFloat) -> Bool { Swift.abs(self - other) <= 1e-6 }
}
