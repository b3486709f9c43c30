import CoreGraphics
import Foundation

/// Where the keys of a layout go in a keyboard of a given size: the frames they are drawn
/// in, and the cells around them (a key with half the gaps to its neighbours), which take
/// the touches so that no finger lands between keys.
///
/// The rows share the keys' height equally (54 points in portrait, 40 in landscape on an
/// iPhone, as KeyboardKit measured iOS's); a letter cell is a tenth of the width between
/// the safe area's sides; keys sit 3 points inside their cells sideways (6-point gaps) and
/// 6 points (4 in rows under 50 points) inside vertically; the pads' keys, 3 points more
/// inside the keyboard.
struct KeyboardGeometry {
    /// A key and where it is, in the keyboard view's coordinates.
    struct PlacedKey: Equatable {
        var key: KeyboardKey
        /// Where the key is drawn.
        var frame: CGRect
        /// The area whose touches go to the key.
        var cell: CGRect
    }

    /// The corner radius of the keys.
    static let cornerRadius: CGFloat = 5
    /// Half the gap between keys across a row.
    static let horizontalKeyInset: CGFloat = 3

    /// The keys, row by row, then the strip's.
    let keys: [PlacedKey]

    /// Places `layout` in a keyboard `size` large whose keys take the top `keysHeight`
    /// points between `leftInset` and `rightInset` from its sides (the safe area's sides).
    init(layout: KeyboardLayout, size: CGSize, keysHeight: CGFloat, leftInset: CGFloat = 0, rightInset: CGFloat = 0) {
        let isPad = layout.columns < 10
        var area = CGRect(x: leftInset, y: 0, width: max(0, size.width - leftInset - rightInset), height: keysHeight)
        if isPad { area = area.insetBy(dx: KeyboardGeometry.horizontalKeyInset, dy: 0) }
        let rowHeight = layout.rows.isEmpty ? 0 : area.height / CGFloat(layout.rows.count)
        let verticalInset: CGFloat = rowHeight < 50 ? 4 : 6
        let cellWidth = area.width / layout.columns
        var placed: [PlacedKey] = []
        for (index, row) in layout.rows.enumerated() {
            let widths = row.map { item -> CGFloat? in
                switch item {
                case .key(let key): key.width
                case .gap(let width): width
                }
            }
            let fixed = widths.compactMap { $0 }.reduce(0, +)
            let flexibleCount = widths.filter { $0 == nil }.count
            let flexible = flexibleCount > 0 ? max(0, layout.columns - fixed) / CGFloat(flexibleCount) : 0
            let used = fixed + flexible * CGFloat(flexibleCount)
            // A row narrower than the keyboard is centred.
            var x = area.minX + max(0, layout.columns - used) * cellWidth / 2
            let y = area.minY + CGFloat(index) * rowHeight
            for (item, width) in zip(row, widths) {
                let w = (width ?? flexible) * cellWidth
                if case .key(let key) = item {
                    let cell = CGRect(x: x, y: y, width: w, height: rowHeight)
                    placed.append(PlacedKey(key: key, frame: cell.insetBy(dx: KeyboardGeometry.horizontalKeyInset,
                                                                          dy: verticalInset), cell: cell))
                }
                x += w
            }
        }
        placed += KeyboardGeometry.placeStrip(layout.stripKeys, size: size, area: area, cellWidth: cellWidth,
                                              bottomRow: placed.last?.frame)
        keys = placed
    }

    /// The globe and dictation keys of a device with Face ID: in the strip under the keys,
    /// near its ends (portrait), or in the safe area's margins beside the bottom row
    /// (landscape, where the strip is only the home indicator's).
    private static func placeStrip(_ stripKeys: [KeyboardKey], size: CGSize, area: CGRect, cellWidth: CGFloat,
                                   bottomRow: CGRect?) -> [PlacedKey] {
        guard stripKeys.count == 2 else { return [] }
        let keySize = CGSize(width: 44, height: 36)
        let centers: (CGPoint, CGPoint)
        let strip = size.height - area.maxY
        if strip >= 40 || area.minX < keySize.width {
            let y = area.maxY + 21
            let inset = cellWidth * 0.9
            centers = (CGPoint(x: area.minX + inset, y: y), CGPoint(x: area.maxX - inset, y: y))
        } else {
            let y = bottomRow?.midY ?? area.maxY - 20
            centers = (CGPoint(x: area.minX / 2, y: y), CGPoint(x: size.width - (size.width - area.maxX) / 2, y: y))
        }
        return zip(stripKeys, [centers.0, centers.1]).map { key, center in
            let frame = CGRect(x: center.x - keySize.width / 2, y: center.y - keySize.height / 2,
                               width: keySize.width, height: keySize.height)
            return PlacedKey(key: key, frame: frame, cell: frame)
        }
    }

    /// The key under `point`: the one whose cell holds it, else in the row at that height the
    /// one whose cell is nearest (a finger in a row's gap); nil outside the rows and strip keys.
    func key(at point: CGPoint) -> PlacedKey? {
        if let hit = keys.first(where: { $0.cell.contains(point) }) { return hit }
        let row = keys.filter { $0.cell.minY <= point.y && point.y < $0.cell.maxY && $0.key.style != .bare }
        return row.min { distance(point.x, $0.cell) < distance(point.x, $1.cell) }
    }

    private func distance(_ x: CGFloat, _ cell: CGRect) -> CGFloat {
        x < cell.minX ? cell.minX - x : x > cell.maxX ? x - cell.maxX : 0
    }

    /// The placed key named `name` (see `KeyboardKey.name`; letters in the case shown).
    func key(named name: String, shifted: Bool) -> PlacedKey? {
        keys.first { $0.key.name(shifted: shifted) == name }
    }
}
