import CoreGraphics
import Foundation

/// A view of one or more wheels (components), each a column of rows the user turns to
/// choose one: the look of iOS 14 and later, with rows on a 3-D wheel — smaller, flatter and
/// fainter away from the centre — behind a rounded grey selection band across the middle.
///
/// The data source gives the number of components and of rows; the delegate gives widths,
/// row heights and each row's title or view, and hears `didSelectRow` when the user turns
/// a wheel to a new row (once, when it comes to rest). A wheel follows the finger, coasts
/// after a flick with a scroll view's deceleration and always comes to rest on a row; a
/// tap on a row above or below the centre turns it to the centre; a touch stops a turning
/// wheel. Only the rows in sight exist, so a component of a million rows costs what one of
/// ten does.
///
/// Overridable members are declared in this body; the work is in
/// `UIPickerView+Components.swift` (the data and the layout) and the `PickerColumn` files
/// (the wheels).
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The wheels, one per component.
    var columns: [PickerColumn] = []
    /// Whether the components must be asked of the data source before they are next used.
    var needsReload = true
    /// The rounded band behind the centre rows.
    let selectionBand = UIView()
    /// What the default `pickerView(_:viewForRow:forComponent:reusing:)` answers: "not
    /// implemented, show the titles".
    let titleRowMarker = UIView()
    /// How each component's titles are aligned (centred when absent): the date picker
    /// aligns its columns towards each other, as iOS's does.
    var titleAlignments: [Int: NSTextAlignment] = [:]
    /// How far each component's titles keep from the row's edges (none when absent): the
    /// countdown keeps room for its unit names.
    var titleInsets: [Int: UIEdgeInsets] = [:]

    /// iOS's picker size: 320 × 216 points.
    static let standardSize = CGSize(width: 320, height: 216)
    /// The row height since iOS 14.
    static let defaultRowHeight: CGFloat = 32
    /// The titles' font: the system font at 21 points, the size of iOS's wheel titles.
    static let titleFont = UIFont.systemFont(ofSize: 21)
    /// The space between the outer components and the picker's sides, and the band's inset.
    static let sideMargin: CGFloat = 8
    /// The space between components.
    static let componentSpacing: CGFloat = 5
    /// The selection band's corner radius.
    static let bandCornerRadius: CGFloat = 8

    /// Creates a picker with `frame`; with no data source it shows an empty wheel.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configurePicker()
    }

    /// Creates an empty picker (there are no nib files).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePicker()
    }

    // MARK: Data

    /// The object that gives the components and rows, held weakly. Setting it reloads
    /// everything before the picker is next laid out or asked.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { invalidateComponents() }
    }

    /// The object that gives widths, heights and rows' content and hears selections, held
    /// weakly. Setting it reloads everything before the picker is next laid out or asked.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { invalidateComponents() }
    }

    /// The number of components, as the data source last said.
    open var numberOfComponents: Int { componentCount }

    /// The number of rows of `component`, as the data source last said (0 for a component
    /// that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int { rowCount(inComponent: component) }

    /// The size of `component`'s rows: its width and its row height (zero for a component
    /// that does not exist).
    open func rowSize(forComponent component: Int) -> CGSize { sizeOfRows(inComponent: component) }

    /// The view the delegate gave for `row` of `component`, while the row is in sight; nil
    /// otherwise, and for rows that show titles.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        shownView(forRow: row, inComponent: component)
    }

    /// Asks the data source and the delegate for everything again: components, rows,
    /// heights, and the content of the rows in sight. Selections are kept, within the new
    /// rows.
    open func reloadAllComponents() { reloadEverything() }

    /// Asks again for `component`'s rows, row height and rows' content. Ignored for a
    /// component that does not exist.
    open func reloadComponent(_ component: Int) { reload(component: component) }

    // MARK: Selection

    /// Selects `row` of `component` and turns its wheel to it — spinning when `animated`,
    /// at once otherwise. The delegate is not told. A row past either end selects the
    /// nearest row; a component that does not exist is ignored (UIKit raises a range
    /// exception).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        select(row, inComponent: component, animated: animated)
    }

    /// The selected row of `component`: the row its wheel rests on, or the one code
    /// selected; -1 when the component has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int { selection(inComponent: component) }

    /// Whether to show the selection indicator. Deprecated: it has no effect since iOS 7,
    /// where the band always shows. Default false.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "This property has no effect on iOS 7 and later.")
    open var showsSelectionIndicator = false

    // MARK: UIView

    /// Places the band and the wheels (asking for components first if they are not known).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutComponents()
    }

    /// A picker's natural size: 320 × 216 points.
    open override var intrinsicContentSize: CGSize { UIPickerView.standardSize }

    /// 320 × 216 points, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.standardSize }
}
