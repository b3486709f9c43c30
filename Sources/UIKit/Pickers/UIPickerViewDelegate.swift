import CoreGraphics
import Foundation

/// What a picker view asks for the size and content of its rows, and tells when the user
/// selects a row.
///
/// Every method is optional (a requirement with a default, standing in for Objective-C's
/// `@optional`); the defaults answer what UIKit uses for a delegate that does not implement
/// the method. A row shows the first of: the view from
/// `pickerView(_:viewForRow:forComponent:reusing:)`, the attributed title, the title, and
/// — when the delegate gives none of them — "?", as UIKit shows. Content is asked for a row
/// when it comes into sight (only rows on the wheel exist) and again after a reload.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// The width of `component`. Default: the picker's width less its margins and the
    /// spacing between components, shared equally.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of `component`'s rows. Default: 32 points, iOS's since iOS 14.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of `row`, drawn in the system font, centred. Default nil.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of `row`; preferred to the plain title when not nil. Runs without a
    /// font or colour take the picker's. Default nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                    forComponent component: Int) -> NSAttributedString?
    /// A view to show for `row`, centred in the row (a view with a zero size is given the
    /// row's size). `view` is one the picker showed for a row now out of sight, to be
    /// reused, or nil. The default answers a marker the picker owns, which means "not
    /// implemented": the titles are shown (Swift cannot ask whether a method is implemented,
    /// and Apple's signature returns a view).
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView
    /// The user selected `row` of `component`: the wheel came to rest on a row other than
    /// the one selected before. Not sent for `selectRow(_:inComponent:animated:)`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.sharedComponentWidth
    }

    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? {
        nil
    }

    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView {
        pickerView.titleRowMarker
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
