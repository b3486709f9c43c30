import Foundation

/// A function from one set of text attributes to another: how a button configuration's
/// title and subtitle attributes are customized (`outgoing.font = …`).
@preconcurrency @MainActor
public struct UIConfigurationTextAttributesTransformer {
    /// The function.
    public let transform: (AttributeContainer) -> AttributeContainer

    /// A transformer calling `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The transformed `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }
}
