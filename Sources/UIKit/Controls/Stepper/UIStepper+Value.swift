import Foundation

/// The value and its range: clamping, the bounds keeping their order, steps and wrapping.
extension UIStepper {
    /// `value` clamped to the range.
    func clamped(_ value: Double) -> Double {
        min(max(value, minimumValueStorage), maximumValueStorage)
    }

    /// Stores `value` clamped (NaN ignored); sends nothing.
    func storeValue(_ value: Double) {
        guard !value.isNaN else { return }
        valueStorage = clamped(value)
        updateLook()
    }

    /// A minimum above the maximum sets both to it (UIKit's documented invariant).
    func storeMinimumValue(_ minimum: Double) {
        guard !minimum.isNaN else { return }
        minimumValueStorage = minimum
        if maximumValueStorage < minimum { maximumValueStorage = minimum }
        storeValue(valueStorage)
    }

    /// A maximum below the minimum sets both to it.
    func storeMaximumValue(_ maximum: Double) {
        guard !maximum.isNaN else { return }
        maximumValueStorage = maximum
        if minimumValueStorage > maximum { minimumValueStorage = maximum }
        storeValue(valueStorage)
    }

    func storeStepValue(_ step: Double) {
        guard !step.isNaN else { return }
        guard step > 0 else {
            preconditionFailure("UIStepper.stepValue: the step must be greater than 0 (got \(step)); give a positive step")
        }
        stepValueStorage = step
    }

    /// Whether `half` can step: the stepper is enabled and, unless it wraps, the value is
    /// not at that half's limit.
    func canStep(_ half: StepperHalf) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        switch half {
        case .decrement: return valueStorage > minimumValueStorage
        case .increment: return valueStorage < maximumValueStorage
        }
    }

    /// The value one step of `half` gives: a step that would pass a limit stops at it; from
    /// the limit itself a wrapping stepper goes round to the other limit.
    func steppedValue(_ half: StepperHalf) -> Double {
        switch half {
        case .increment:
            if valueStorage >= maximumValueStorage { return wraps ? minimumValueStorage : maximumValueStorage }
            return min(valueStorage + stepValueStorage, maximumValueStorage)
        case .decrement:
            if valueStorage <= minimumValueStorage { return wraps ? maximumValueStorage : minimumValueStorage }
            return max(valueStorage - stepValueStorage, minimumValueStorage)
        }
    }

    /// Steps `half` once; a continuous stepper sends the change at once. Answers whether
    /// the value changed.
    @discardableResult
    func step(_ half: StepperHalf, with event: UIEvent?) -> Bool {
        let newValue = steppedValue(half)
        guard newValue != valueStorage else { return false }
        valueStorage = newValue
        updateLook()
        if isContinuous { sendValueChangedActions(with: event) }
        return true
    }
}
