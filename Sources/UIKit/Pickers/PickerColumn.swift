import CoreGraphics
import Foundation
import QuartzCore

/// One component of a picker: a wheel of rows that turns under the finger, coasts after a
/// flick and always comes to rest on a row.
///
/// The wheel's position is `offset`, the distance along the rim from row 0 to the row at
/// the centre (row r is centred at r × rowHeight). Only rows within a quarter turn of the
/// centre have cells (`PickerColumn+Rows.swift`); the finger and the motions after it are
/// in `PickerColumn+Turning.swift`. The column is the picker's private subview, as UIKit's
/// is a table view; it reports to the picker through `picker`.
@MainActor
final class PickerColumn: UIView {
    weak var picker: UIPickerView?
    /// The component this column shows.
    var component: Int
    /// The rows, from the data source.
    var rowCount = 0
    /// The rows' height, from the delegate.
    var rowHeight = UIPickerView.defaultRowHeight
    /// The wheel's position: how far along the rim the centre is from row 0's centre.
    var offset: CGFloat = 0 {
        didSet { if offset != oldValue { setNeedsLayout() } }
    }
    /// The selected row (-1 when there are no rows): the row the wheel last came to rest
    /// on, or the one code selected.
    var selectedRow = -1

    /// The motion under way, moved every frame by `animator`.
    var motion: PickerWheelMotion?
    lazy var animator = ScrollAnimator { [unowned self] time in self.advanceMotion(to: time) }
    /// The drag under way: the unbanded offset and the pan's translation when it began.
    var drag: (origin: CGFloat, start: CGFloat)?
    /// Whether the touch now down stopped the wheel while it moved.
    var caughtMotion = false
    let panRecognizer = UIPanGestureRecognizer()

    /// The cells of the rows in sight, by row.
    var cells: [Int: PickerRowCell] = [:]
    /// Cells out of sight, hidden, ready for the next row that comes into sight.
    var spareCells: [PickerRowCell] = []
    /// Whether the rows' content must be asked for again (a reload, a new delegate).
    var contentIsStale = false
    /// The selection band's slice of this column: it clips the black twins of the titles.
    let bandClip = UIView()

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        configureColumn()
    }

    required init?(coder: NSCoder) {
        component = 0
        super.init(coder: coder)
        configureColumn()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layOutRows()
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panRecognizer ? dragIsVertical() : true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        fingerDown()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        fingerLifted(at: touches.first?.location(in: self))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        fingerCancelled()
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { abandonMotion() }
    }
}
