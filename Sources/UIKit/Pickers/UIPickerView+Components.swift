import CoreGraphics
import Foundation

// The components: asking the data source and the delegate, and laying the wheels out side
// by side behind the selection band.
extension UIPickerView {
    func configurePicker() {
        isOpaque = false
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = UIPickerView.bandCornerRadius
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    // MARK: Asking

    /// A new data source or delegate: everything is asked again before it is next used.
    func invalidateComponents() {
        needsReload = true
        setNeedsLayout()
    }

    /// Asks for the components if they are not known yet.
    func loadComponentsIfNeeded() {
        if needsReload { reloadEverything() }
    }

    /// The number of components, asked of the data source now; then each component's rows,
    /// row height and content. Columns are kept (with their selections) for components that
    /// still exist.
    func reloadEverything() {
        needsReload = false
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumn(picker: self, component: columns.count)
            columns.append(column)
            addSubview(column)
        }
        for component in columns.indices { reloadRows(of: component) }
        setNeedsLayout()
    }

    /// `reloadComponent(_:)`.
    func reload(component: Int) {
        loadComponentsIfNeeded()
        guard columns.indices.contains(component) else { return }
        reloadRows(of: component)
        setNeedsLayout()
    }

    private func reloadRows(of component: Int) {
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
        columns[component].reload(rowCount: rows, rowHeight: height)
    }

    var componentCount: Int {
        loadComponentsIfNeeded()
        return columns.count
    }

    func rowCount(inComponent component: Int) -> Int {
        loadComponentsIfNeeded()
        return columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    func sizeOfRows(inComponent component: Int) -> CGSize {
        loadComponentsIfNeeded()
        guard columns.indices.contains(component) else { return .zero }
        return CGSize(width: width(ofComponent: component), height: columns[component].rowHeight)
    }

    func shownView(forRow row: Int, inComponent component: Int) -> UIView? {
        loadComponentsIfNeeded()
        guard columns.indices.contains(component) else { return nil }
        layoutIfNeeded()
        return columns[component].shownView(forRow: row)
    }

    /// What a title row shows: the attributed title, else the title, else "?".
    func title(forRow row: Int, inComponent component: Int) -> NSAttributedString {
        if let delegate {
            if let attributed = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) {
                return attributed
            }
            if let title = delegate.pickerView(self, titleForRow: row, forComponent: component) {
                return NSAttributedString(string: title)
            }
        }
        return NSAttributedString(string: "?")
    }

    func titleAlignment(forComponent component: Int) -> NSTextAlignment {
        titleAlignments[component] ?? .center
    }

    /// Asks again for the content of the rows in sight, at the next layout, without
    /// touching the wheels (which may be turning).
    func refreshShownRows() {
        for column in columns {
            column.contentIsStale = true
            column.setNeedsLayout()
        }
    }

    // MARK: Layout

    /// The width each component gets when the delegate does not say: the picker's width,
    /// less the side margins and the spacing between components, shared equally.
    var sharedComponentWidth: CGFloat {
        let count = CGFloat(max(columns.count, 1))
        let spare = bounds.width - 2 * UIPickerView.sideMargin - UIPickerView.componentSpacing * (count - 1)
        return max(0, spare / count)
    }

    /// `component`'s width, from the delegate (negative or non-finite widths count as zero).
    private func width(ofComponent component: Int) -> CGFloat {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth
        return width.isFinite ? max(width, 0) : 0
    }

    /// The band across the middle, one row high (the first component's row), inset by the
    /// side margins; the components side by side, `componentSpacing` apart, centred.
    func layOutComponents() {
        loadComponentsIfNeeded()
        let size = bounds.size
        let bandHeight = columns.first?.rowHeight ?? UIPickerView.defaultRowHeight
        selectionBand.frame = CGRect(x: UIPickerView.sideMargin, y: (size.height - bandHeight) / 2,
                                     width: max(0, size.width - 2 * UIPickerView.sideMargin), height: bandHeight)
        let widths = columns.indices.map { width(ofComponent: $0) }
        let total = widths.reduce(0, +) + UIPickerView.componentSpacing * CGFloat(max(widths.count - 1, 0))
        var x = (size.width - total) / 2
        for (column, width) in zip(columns, widths) {
            column.frame = CGRect(x: x, y: 0, width: width, height: size.height)
            x += width + UIPickerView.componentSpacing
        }
    }

    // MARK: Selection

    func select(_ row: Int, inComponent component: Int, animated: Bool) {
        loadComponentsIfNeeded()
        guard columns.indices.contains(component) else { return }
        columns[component].select(row, animated: animated)
    }

    func selection(inComponent component: Int) -> Int {
        loadComponentsIfNeeded()
        return columns.indices.contains(component) ? columns[component].selectedRow : -1
    }

    /// A wheel the user turned came to rest on a new row.
    func userSelected(_ row: Int, inComponent component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
