import Foundation
import Testing
import UIKitTesting

/// UIListContentConfiguration and the list backgrounds: the styles' fonts, colours and
/// margins, the text/attributed text exclusivity, state colours, and the content view's
/// measured heights and layout (44-point rows, value cells side by side, subtitles stacked).
@MainActor
@Suite("UIListContentConfiguration", .serialized)
struct ListContentConfigurationTests {
    private let world = Simulator(device: .iPhone3G)

    /// A content view for `configuration`, laid out 375 points wide at its own height.
    private func shown(_ configuration: UIListContentConfiguration) -> UIView {
        let view = configuration.makeContentView()
        let size = view.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        view.frame = CGRect(origin: .zero, size: size)
        view.layoutIfNeeded()
        return view
    }

    private func labels(in view: UIView) -> [UILabel] {
        view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
    }

    @Test("cell style: body text in the label colour with 16-point side margins")
    func cellStyleDefaults() {
        let configuration = UIListContentConfiguration.cell()
        #expect(configuration.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(configuration.textProperties.color == .label)
        #expect(configuration.directionalLayoutMargins.leading == 16)
        #expect(configuration.directionalLayoutMargins.trailing == 16)
        #expect(configuration.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(!configuration.prefersSideBySideTextAndSecondaryText)
    }

    @Test("value cell: secondary text in the secondary colour, side by side")
    func valueCellStyle() {
        let configuration = UIListContentConfiguration.valueCell()
        #expect(configuration.secondaryTextProperties.color == .secondaryLabel)
        #expect(configuration.prefersSideBySideTextAndSecondaryText)
    }

    @Test("grouped header: uppercase footnote in the secondary colour")
    func groupedHeaderStyle() {
        let configuration = UIListContentConfiguration.groupedHeader()
        #expect(configuration.textProperties.transform == .uppercase)
        #expect(configuration.textProperties.font == UIFont.preferredFont(forTextStyle: .footnote))
        #expect(configuration.textProperties.color == .secondaryLabel)
    }

    @Test("setting text clears attributed text, and the reverse")
    func textAndAttributedTextExclusive() {
        var configuration = UIListContentConfiguration.cell()
        configuration.attributedText = NSAttributedString(string: "A")
        configuration.text = "B"
        #expect(configuration.attributedText == nil)
        configuration.secondaryText = "C"
        configuration.secondaryAttributedText = NSAttributedString(string: "D")
        #expect(configuration.secondaryText == nil)
    }

    @Test("resolvedColor applies the colour transformer")
    func resolvedColorUsesTransformer() {
        var properties = UIListContentConfiguration.cell().textProperties
        properties.colorTransformer = UIConfigurationColorTransformer { _ in .red }
        #expect(properties.resolvedColor() == .red)
        var image = UIListContentConfiguration.cell().imageProperties
        #expect(image.resolvedTintColor(for: .blue) == .blue)
        image.tintColor = .green
        #expect(image.resolvedTintColor(for: .blue) == .green)
    }

    @Test("a one-line cell is 44 points tall, with its text at the leading margin")
    func singleLineCellIsMinimumRowHeight() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "General"
        let view = shown(configuration)
        #expect(view.frame.height == 44)
        let label = try #require(labels(in: view).first)
        #expect(label.frame.minX == 16)
        #expect(abs(label.frame.midY - 22) <= 1)
    }

    @Test("a value cell puts its secondary text at the trailing margin on the text's line")
    func valueCellSideBySide() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Version"
        configuration.secondaryText = "17.0"
        let view = shown(configuration)
        let shownLabels = labels(in: view)
        #expect(shownLabels.count == 2)
        #expect(view.frame.height == 44)
        #expect(abs(shownLabels[1].frame.maxX - (375 - 16)) <= 0.5)
        #expect(abs(shownLabels[0].frame.midY - shownLabels[1].frame.midY) <= 1)
    }

    @Test("a subtitle cell stacks its secondary text below and grows taller than 44")
    func subtitleCellStacks() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Subtitle"
        let view = shown(configuration)
        let shownLabels = labels(in: view)
        #expect(shownLabels[1].frame.minY >= shownLabels[0].frame.maxY)
        // Equal to the solver's precision (its pivots, and so its last bits, vary from run to run).
        #expect(abs(shownLabels[1].frame.minX - shownLabels[0].frame.minX) < 1e-9)
        #expect(view.frame.height > 44)
    }

    @Test("long text wraps, and the measured height grows with it")
    func longTextWraps() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = String(repeating: "word ", count: 60)
        let view = shown(configuration)
        #expect(view.frame.height > 80)
    }

    @Test("an image moves the text past it by the image-to-text padding")
    func imageShiftsText() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Wi-Fi"
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in }
        let view = shown(configuration)
        let label = try #require(labels(in: view).first)
        #expect(label.frame.minX == 16 + 29 + configuration.imageToTextPadding)
    }

    @Test("sidebar rows turn white when selected; plain cells keep their colours")
    func updatedForSelectedState() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        #expect(UIListContentConfiguration.sidebarCell().updated(for: state).textProperties.color == .white)
        #expect(UIListContentConfiguration.cell().updated(for: state).textProperties.color == .label)
    }

    @Test("the content view supports only list content configurations")
    func contentViewSupports() {
        let view = UIListContentConfiguration.cell().makeContentView()
        #expect(view.supports(UIListContentConfiguration.valueCell()))
        #expect(!view.supports(UIBackgroundConfigurationProbe()))
    }

    @Test("list backgrounds: grey when highlighted or selected, headers unchanged")
    func backgroundListVariants() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor == .systemBackground)
        state.isHighlighted = true
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().updated(for: state).backgroundColor == .clear)
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: state)
        #expect(sidebar.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
    }
}

/// A content configuration of another type, for `supports(_:)`.
@MainActor
private struct UIBackgroundConfigurationProbe: UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
    func updated(for state: any UIConfigurationState) -> Self { self }
}
