import UIKit

/// The lines from a class's cell to its children's cells, drawn in the gutter between two
/// columns: across from the parent, down the middle, across to each child.
public final class ConnectorView: UICollectionReusableView {
    /// The centre height (in this view's coordinates) of the parent.
    public private(set) var parentCentre: CGFloat = 0
    /// The centre heights (in this view's coordinates) of each child, top to bottom.
    public private(set) var childCentres: [CGFloat] = []

    public required init(frame: CGRect) {
        super.init(frame: frame)
        // Only the lines are drawn: the cells' background shows around them.
        isOpaque = false
        backgroundColor = .clear
    }

    public required init?(coder: NSCoder) { nil }

    /// Draws the lines from the parent centred at height `parent` to children centred at
    /// `children`.
    func connect(parent: CGFloat, children: [CGFloat]) {
        parentCentre = parent
        childCentres = children
        setNeedsDisplay()
    }

    public override func draw(_ rect: CGRect) {
        guard let last = childCentres.last else { return }
        let middle = bounds.midX
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: parentCentre))
        path.addLine(to: CGPoint(x: middle, y: parentCentre))
        path.move(to: CGPoint(x: middle, y: min(parentCentre, childCentres[0])))
        path.addLine(to: CGPoint(x: middle, y: last))
        for centre in childCentres {
            path.move(to: CGPoint(x: middle, y: centre))
            path.addLine(to: CGPoint(x: bounds.maxX, y: centre))
        }
        path.lineWidth = 1.5
        UIColor.systemGray.setStroke()
        path.stroke()
    }
}
