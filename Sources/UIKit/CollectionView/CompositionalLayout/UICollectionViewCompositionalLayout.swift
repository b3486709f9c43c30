import Foundation

/// A layout built from sections of groups of items (iOS 13): one section for every section
/// of the collection view, or a section provider asked for each; sizes absolute, fractional
/// or estimated; content insets, spacing, headers and footers (pinned or not), item badges
/// and section backgrounds. Building costs one group template per section; queries cost
/// what they meet (UICollectionViewCompositionalLayout+Attributes).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section of a section index in an environment.
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    private var configurationStorage: UICollectionViewCompositionalLayoutConfiguration
    /// The geometry, built in `prepare()` after an invalidation.
    var engine: CompositionalLayoutEngine?
    private var needsRebuild = true
    /// The lengths self-sizing cells preferred along the scroll direction, by section and
    /// item (UICollectionViewCompositionalLayout+SelfSizing).
    var measuredLengths: [Int: [Int: CGFloat]] = [:]
    /// The background a list layout gives a collection view that has none
    /// (UICollectionViewCompositionalLayout+List).
    var listBackgroundColor: UIColor?
    /// The environment the sections were made in, handed to visible-items handlers.
    var layoutEnvironment: (any NSCollectionLayoutEnvironment)?
    /// What each section's visible-items handler made of its visible items, by section, for
    /// the bounds and row offset it was called at (UICollectionViewCompositionalLayout+VisibleItems).
    var handledVisibleItems: [Int: CompositionalHandledItems] = [:]

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(section: NSCollectionLayoutSection,
                            configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        configurationStorage = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UICollectionViewCompositionalLayout(coder:): make the layout in code, with a section "
            + "or a section provider")
    }

    /// The layout-wide settings; setting one lays out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { configurationStorage.copy() as! UICollectionViewCompositionalLayoutConfiguration }
        set {
            configurationStorage = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
            invalidateLayout()
        }
    }

    var axis: FlowScrollAxis { configurationStorage.scrollDirection == .vertical ? .vertical : .horizontal }

    // MARK: Building

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            engine = nil
            return
        }
        if let listBackgroundColor, collectionView.backgroundColor == nil { collectionView.backgroundColor = listBackgroundColor }
        guard needsRebuild || engine == nil else { return }
        needsRebuild = false
        // Preferred lengths hold for the width (or height) they were measured at.
        if let builtSize, axis.cross(builtSize) != axis.cross(collectionView.bounds.size) { measuredLengths = [:] }
        let environment = CompositionalLayoutEnvironment(
            container: CompositionalLayoutContainer(contentSize: collectionView.bounds.size,
                                                    contentInsets: Self.directional(collectionView.adjustedContentInset)),
            traitCollection: collectionView.traitCollection)
        let sections = (0..<collectionView.numberOfSections).map { index in
            guard let section = sectionProvider(index, environment) else {
                preconditionFailure("UICollectionViewCompositionalLayout: the section provider returned nil for "
                    + "section \(index); return an NSCollectionLayoutSection for every section")
            }
            return (section: section, items: collectionView.numberOfItems(inSection: index))
        }
        let configuration = configurationStorage
        let input = CompositionalLayoutEngine.Input(
            axis: axis, size: collectionView.bounds.size, adjustedInset: collectionView.adjustedContentInset,
            referenceInsets: { [weak collectionView] reference in
                guard let collectionView else { return .zero }
                return Self.referenceInsets(reference, default: configuration.contentInsetsReference, of: collectionView)
            },
            traits: collectionView.traitCollection, interSectionSpacing: configuration.interSectionSpacing,
            measuredLengths: { [measuredLengths] section in measuredLengths[section] ?? [:] })
        engine = CompositionalLayoutEngine(input: input, sections: sections)
        layoutEnvironment = environment
        builtSize = collectionView.bounds.size
    }

    /// The collection view's size the geometry was built for.
    private var builtSize: CGSize?

    open override var collectionViewContentSize: CGSize { engine?.contentSize ?? .zero }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsRebuild = true
        // Handlers are called again after any invalidation.
        handledVisibleItems = [:]
        // New data: the items measured may be other items now.
        if context.invalidateDataSourceCounts { measuredLengths = [:] }
        super.invalidateLayout(with: context)
    }

    // MARK: Self-sizing (UICollectionViewCompositionalLayout+SelfSizing)

    override var estimatesSizes: Bool { engine?.selfSizes ?? false }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        prefersOtherLength(preferredAttributes, original: originalAttributes)
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        applyPreferredLength(of: preferredAttributes, original: originalAttributes, to: context)
        return context
    }

    /// A scroll keeps the geometry; pinned headers and footers move with it (the layout is
    /// asked again), and a new size lays out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let builtSize else { return false }
        return newBounds.size != builtSize || (engine?.pins ?? false)
    }

    // MARK: Answering (UICollectionViewCompositionalLayout+Attributes)

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    // MARK: Orthogonal rows (UICollectionViewCompositionalLayout+OrthogonalScrolling)

    override func orthogonalRows(in rect: CGRect) -> [CollectionOrthogonalRow] {
        rows(in: rect)
    }

    override func orthogonalRow(inSection section: Int) -> CollectionOrthogonalRow? {
        guard let engine, engine.sections.indices.contains(section) else { return nil }
        return row(of: section, engine.sections[section])
    }

    // MARK: Measuring

    /// What `reference` adds inside the collection view's adjusted content inset;
    /// `.automatic` is the configuration's reference, itself `.automatic` for the safe area.
    private static func referenceInsets(_ reference: UIContentInsetsReference, default fallback: UIContentInsetsReference,
                                        of collectionView: UICollectionView) -> UIEdgeInsets {
        let resolved = reference == .automatic ? (fallback == .automatic ? .safeArea : fallback) : reference
        let flowReference: FlowInsetReference
        switch resolved {
        case .none: flowReference = .fromContentInset
        case .automatic, .safeArea: flowReference = .fromSafeArea
        case .layoutMargins, .readableContent: flowReference = .fromLayoutMargins
        }
        return flowReference.referenceInsets(adjustedContentInset: collectionView.adjustedContentInset,
                                             safeAreaInsets: collectionView.safeAreaInsets,
                                             layoutMargins: collectionView.layoutMargins)
    }

    private static func directional(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
