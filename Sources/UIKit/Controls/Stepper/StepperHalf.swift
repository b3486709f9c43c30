import Foundation

/// One half of a `UIStepper`: the minus half on the left, the plus half on the right.
enum StepperHalf {
    case decrement, increment
}
