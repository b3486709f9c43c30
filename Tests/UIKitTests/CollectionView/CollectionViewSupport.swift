import Foundation
import UIKitTesting

/// The guide's GRID fixture as a custom layout: three 100 × 100 columns 10 points apart
/// (x = 0, 110, 220), rows 110 points apart, sections stacked one after another; answers
/// rect queries by arithmetic (only the rows the rect crosses). Every overridden call is
/// logged (the guide's RecordingLayout). Optionally a header per section (kind "Header",
/// 320 × 30 above its rows) and a decoration behind everything.
@MainActor
class GridLayout: UICollectionViewLayout {
    static let pitch: CGFloat = 110
    static let side: CGFloat = 100

    var log: [String] = []
    var rects: [CGRect] = []
    var boundsChanges: [CGRect] = []
    var invalidatesOnBoundsChange = false
    var contentSizeOverride: CGSize?
    /// Attributes to answer for items, replacing the grid's (by index path).
    var itemOverrides: [IndexPath: (inout UICollectionViewLayoutAttributes) -> Void] = [:]
    var headerHeight: CGFloat = 0
    /// A decoration of this kind behind everything, filling the first 480 points.
    var decorationKind: String?
    var extraAttributes: [UICollectionViewLayoutAttributes] = []
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var targetOffsetCalls: [(CGPoint, CGPoint)] = []
    var snapsToItemCentres = false
    /// Runs at the start of `prepare()`.
    var onPrepare: (() -> Void)?
    /// Section origins (y) and row counts, made in `prepare()` (O(sections)).
    private var sectionTops: [CGFloat] = []
    private var sectionRows: [Int] = []

    func count(_ name: String) -> Int { log.filter { $0 == name }.count }

    override func prepare() {
        super.prepare()
        log.append("prepare")
        onPrepare?()
        sectionTops = []
        sectionRows = []
        var y: CGFloat = 0
        let sections = collectionView?.numberOfSections ?? 0
        for section in 0..<sections {
            sectionTops.append(y)
            let rows = (collectionView!.numberOfItems(inSection: section) + 2) / 3
            sectionRows.append(rows)
            y += headerHeight + CGFloat(rows) * Self.pitch
        }
        contentHeight = max(0, y - (y > 0 && sectionRows.last! > 0 ? 10 : 0))
    }

    private var contentHeight: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        log.append("collectionViewContentSize")
        return contentSizeOverride ?? CGSize(width: 320, height: contentHeight)
    }

    func frame(of indexPath: IndexPath) -> CGRect {
        let top = sectionTops[indexPath.section] + headerHeight
        return CGRect(x: CGFloat(indexPath.item % 3) * Self.pitch, y: top + CGFloat(indexPath.item / 3) * Self.pitch,
                      width: Self.side, height: Self.side)
    }

    private func item(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        var attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(of: indexPath)
        itemOverrides[indexPath]?(&attributes)
        return attributes
    }

    private func header(_ section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "Header",
                                                          with: IndexPath(item: 0, section: section))
        attributes.frame = CGRect(x: 0, y: sectionTops[section], width: 320, height: headerHeight)
        attributes.zIndex = 1
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        log.append("layoutAttributesForElements")
        rects.append(rect)
        var result: [UICollectionViewLayoutAttributes] = []
        if let decorationKind, rect.intersects(CGRect(x: 0, y: 0, width: 320, height: 480)) {
            result.append(decoration(decorationKind))
        }
        for section in sectionTops.indices {
            let top = sectionTops[section]
            let bottom = top + headerHeight + CGFloat(sectionRows[section]) * Self.pitch
            guard top < rect.maxY, bottom > rect.minY else { continue }
            if headerHeight > 0, top < rect.maxY, top + headerHeight > rect.minY { result.append(header(section)) }
            let rowsTop = top + headerHeight
            let first = max(0, Int(((rect.minY - rowsTop - Self.side) / Self.pitch).rounded(.down)))
            let last = min(sectionRows[section] - 1, Int(((rect.maxY - rowsTop) / Self.pitch).rounded(.up)))
            guard first <= last else { continue }
            let items = collectionView!.numberOfItems(inSection: section)
            for index in (first * 3)..<min(items, (last + 1) * 3) {
                let attributes = item(IndexPath(item: index, section: section))
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
        }
        return result + extraAttributes
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("layoutAttributesForItem")
        return item(indexPath)
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == "Header" && headerHeight > 0 ? header(indexPath.section) : nil
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == decorationKind ? decoration(elementKind) : nil
    }

    private func decoration(_ kind: String) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        attributes.zIndex = -1
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.append("shouldInvalidateLayout")
        boundsChanges.append(newBounds)
        return invalidatesOnBoundsChange
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        targetOffsetCalls.append((proposedContentOffset, velocity))
        guard snapsToItemCentres, let collectionView else { return proposedContentOffset }
        // The row whose centre is nearest the proposed visible centre, centred.
        let centre = proposedContentOffset.y + collectionView.bounds.height / 2
        let row = ((centre - Self.side / 2) / Self.pitch).rounded()
        let y = row * Self.pitch + Self.side / 2 - collectionView.bounds.height / 2
        return CGPoint(x: proposedContentOffset.x, y: min(max(y, 0), collectionViewContentSize.height - collectionView.bounds.height))
    }
}

/// Counts of reusable-view lifecycles across a test (reset by each stage).
@MainActor
enum Lifecycle {
    static var inits = 0
    static var reuses = 0
    static var backgrounds = 0
}

/// The guide's MyCell: a label for "Section:s, Item:i", counted.
final class MyCell: UICollectionViewCell {
    let label = UILabel()
    var appliedCount = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
        Lifecycle.inits += 1
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        Lifecycle.reuses += 1
        label.text = nil
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedCount += 1
    }
}

final class OtherCell: UICollectionViewCell {}

final class HeaderView: UICollectionReusableView {}

final class BackgroundDecoration: UICollectionReusableView {
    required init(frame: CGRect) {
        super.init(frame: frame)
        Lifecycle.backgrounds += 1
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A data source over nested arrays of item counts that logs its calls, dequeues
/// `MyCell`s (or what `makeCell` returns) and configures them as Listing 2-2 does.
@MainActor
final class RecordingDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var log: [String] = []
    var cellRequests: [IndexPath] = []
    var implementsSectionCount = true
    var makeCell: ((UICollectionView, IndexPath) -> UICollectionViewCell)?
    var colours: ((IndexPath) -> UIColor)?

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        log.append("numberOfSections")
        return implementsSectionCount ? counts.count : 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        log.append("numberOfItems(\(section))")
        return counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        if let makeCell { return makeCell(collectionView, indexPath) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? MyCell)?.label.text = "Section:\(indexPath.section), Item:\(indexPath.item)"
        cell.contentView.backgroundColor = colours?(indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        log.append("supplementary(\(kind), \(indexPath))")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "H", for: indexPath)
    }
}

/// A data source that implements only the two required methods.
@MainActor
final class MinimalDataSource: NSObject, UICollectionViewDataSource {
    let items: Int
    init(items: Int) { self.items = items }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

/// A delegate that logs the display calls.
@MainActor
final class DisplayRecorder: NSObject, UICollectionViewDelegate {
    var log: [String] = []

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        log.append("willDisplay \(elementKind) \(indexPath.section)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        log.append("didEndDisplaying \(elementKind) \(indexPath.section)")
    }
}

/// A simulated iPhone SE with a window holding a 320 × 480 collection view at (0, 40)
/// (below the status bar: no safe area reaches it) over a `GridLayout`, with "Cell"
/// registered as `MyCell` and a recording data source of `counts` items by section. No
/// layout has run yet. The stage keeps the window alive.
@MainActor
struct GridStage {
    let sim: Simulator
    let window: UIWindow
    let layout: GridLayout
    let collectionView: UICollectionView
    let dataSource: RecordingDataSource

    init(counts: [Int] = [1000], layout: GridLayout = GridLayout(), attach: Bool = true) {
        Lifecycle.inits = 0
        Lifecycle.reuses = 0
        Lifecycle.backgrounds = 0
        sim = Simulator(device: .iPhoneSE)
        window = UIWindow(frame: sim.screen.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.layout = layout
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 40, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(MyCell.self, forCellWithReuseIdentifier: "Cell")
        dataSource = RecordingDataSource(counts: counts)
        collectionView.dataSource = dataSource
        if attach { window.addSubview(collectionView) }
    }

    /// The items of the visible cells, sorted.
    var visibleItems: [Int] { collectionView.indexPathsForVisibleItems.map(\.item).sorted() }

    /// Cells in the collection view's subviews (the live ones on screen).
    var cellSubviews: [UICollectionViewCell] { collectionView.subviews.compactMap { $0 as? UICollectionViewCell } }

    /// Sets the offset and runs a layout pass.
    func scroll(toY y: CGFloat) {
        collectionView.contentOffset = CGPoint(x: 0, y: y)
        collectionView.layoutIfNeeded()
    }
}
