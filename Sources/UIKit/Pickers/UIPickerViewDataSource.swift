import Foundation

/// What a picker view asks for its shape: how many components (wheels) it has and how many
/// rows each holds. Both methods are required, as in UIKit.
///
/// The picker asks when it first needs the numbers (its first layout, or a query such as
/// `numberOfComponents`), again for everything on `reloadAllComponents()`, and again for
/// one component's rows on `reloadComponent(_:)`; between those it uses the answers it has.
/// Negative counts count as zero.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of components (columns) of `pickerView`.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
