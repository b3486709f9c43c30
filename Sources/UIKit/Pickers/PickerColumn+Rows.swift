import CoreGraphics
import Foundation

// The rows in sight: which rows have cells, what each shows (asked of the delegate when a
// row comes into sight or after a reload), and where each is drawn on the wheel.
extension PickerColumn {
    /// Sets up the column: it clips its rows, holds the band's clip above them, and turns
    /// under a vertical pan.
    func configureColumn() {
        clipsToBounds = true
        isOpaque = false
        bandClip.clipsToBounds = true
        bandClip.isUserInteractionEnabled = false
        bandClip.isOpaque = false
        addSubview(bandClip)
        panRecognizer.addTarget(self, action: #Selector(PickerColumn.handlePan(_:)))
        addGestureRecognizer(panRecognizer)
    }

    /// The offsets the wheel rests between: row 0's and the last row's.
    var offsetRange: ClosedRange<CGFloat> { 0...CGFloat(max(rowCount - 1, 0)) * rowHeight }

    /// The row nearest the centre (-1 when there are no rows).
    var centredRow: Int {
        guard rowCount > 0, rowHeight > 0 else { return -1 }
        let row = (offset / rowHeight).rounded()
        return Int(min(max(row, 0), CGFloat(rowCount - 1)))
    }

    /// Gives every row `count` rows of `height` (a reload): the selection is kept, within
    /// the new rows; the wheel stops on it.
    func reload(rowCount count: Int, rowHeight height: CGFloat) {
        rowCount = max(count, 0)
        rowHeight = height.isFinite && height > 0 ? height : UIPickerView.defaultRowHeight
        stopMotion()
        drag = nil
        selectedRow = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        offset = CGFloat(max(selectedRow, 0)) * rowHeight
        contentIsStale = true
        setNeedsLayout()
    }

    /// Places the band's clip and the rows in sight, making cells for rows coming into
    /// sight and setting aside those of rows gone.
    func layOutRows() {
        let size = bounds.size
        let geometry = PickerWheelGeometry(height: size.height)
        let middle = size.height / 2
        bandClip.frame = CGRect(x: 0, y: middle - rowHeight / 2, width: size.width, height: rowHeight)

        var wanted = 0..<0
        if rowCount > 0, rowHeight > 0, geometry.radius > 0 {
            let first = Int(max(0, ((offset - geometry.visibleReach) / rowHeight).rounded(.up)))
            let last = Int(min(CGFloat(rowCount - 1), ((offset + geometry.visibleReach) / rowHeight).rounded(.down)))
            if first <= last { wanted = first..<(last + 1) }
        }
        for (row, cell) in cells where !wanted.contains(row) {
            cells[row] = nil
            setAside(cell)
        }
        let stale = contentIsStale
        contentIsStale = false
        for row in wanted {
            let cell: PickerRowCell
            if let shown = cells[row] {
                cell = shown
                if stale { fill(cell, row: row) }
            } else {
                cell = takeCell()
                cells[row] = cell
                fill(cell, row: row)
            }
            place(cell, geometry: geometry, middle: middle)
        }
    }

    /// A spare cell, or a new one.
    private func takeCell() -> PickerRowCell {
        if let cell = spareCells.popLast() {
            cell.isHidden = false
            return cell
        }
        let cell = PickerRowCell(frame: .zero)
        insertSubview(cell, belowSubview: bandClip)
        bandClip.addSubview(cell.bandLabel)
        return cell
    }

    private func setAside(_ cell: PickerRowCell) {
        cell.row = -1
        cell.isHidden = true
        cell.bandLabel.isHidden = true
        spareCells.append(cell)
    }

    /// Asks the delegate what `row` shows: its view (given the cell's previous one to
    /// reuse), else its attributed title, else its title, else "?".
    private func fill(_ cell: PickerRowCell, row: Int) {
        cell.row = row
        guard let picker else { return }
        if let delegate = picker.delegate {
            let view = delegate.pickerView(picker, viewForRow: row, forComponent: component, reusing: cell.customView)
            if view !== picker.titleRowMarker {
                cell.showView(view)
                return
            }
        }
        cell.showTitle(picker.title(forRow: row, inComponent: component), font: UIPickerView.titleFont,
                       alignment: picker.titleAlignment(forComponent: component))
    }

    /// Draws `cell` where its row is on the wheel: projected, scaled and faded; its title's
    /// twin at the same place in the band.
    private func place(_ cell: PickerRowCell, geometry: PickerWheelGeometry, middle: CGFloat) {
        let width = bounds.width
        cell.layOut(size: CGSize(width: width, height: rowHeight),
                    titleInsets: picker?.titleInsets[component] ?? .zero)
        let distance = CGFloat(cell.row) * rowHeight - offset
        guard let placement = geometry.placement(atDistance: distance) else {
            cell.isHidden = true
            cell.bandLabel.isHidden = true
            return
        }
        let scale = CGAffineTransform(scaleX: placement.scaleX, y: placement.scaleY)
        let centre = CGPoint(x: width / 2, y: middle + placement.y)
        cell.isHidden = false
        cell.center = centre
        // Through the layer: a view's transform setter asks its superview — this column,
        // mid-layout — for another layout.
        cell.layer.setAffineTransform(scale)
        cell.alpha = placement.alpha
        guard cell.showsTitle else { return }
        let twin = cell.bandLabel
        let reach = rowHeight * placement.scaleY / 2
        twin.isHidden = abs(placement.y) >= rowHeight / 2 + reach
        guard !twin.isHidden else { return }
        // The twin covers the title's label exactly: its offset from the row's centre,
        // scaled as the row is.
        let title = cell.label.frame
        let shift = CGPoint(x: (title.midX - cell.bounds.midX) * placement.scaleX,
                            y: (title.midY - cell.bounds.midY) * placement.scaleY)
        twin.center = CGPoint(x: centre.x + shift.x, y: centre.y + shift.y - bandClip.frame.minY)
        twin.layer.setAffineTransform(scale)
    }

    /// The row whose drawing is under `point` (in the column's coordinates), if any: the
    /// nearest to the centre when two overlap.
    func row(at point: CGPoint) -> Int? {
        layoutIfNeeded()
        let hits = cells.values.filter { !$0.isHidden && $0.frame.minY <= point.y && point.y < $0.frame.maxY }
        return hits.min { abs($0.center.y - bounds.midY) < abs($1.center.y - bounds.midY) }?.row
    }

    /// Whether the wheel is turning, under the finger or by itself.
    var isMoving: Bool { motion != nil || drag != nil }

    /// The delegate's view for `row`, when the row is in sight and shows one.
    func shownView(forRow row: Int) -> UIView? {
        layoutIfNeeded()
        return cells[row]?.customView
    }
}
