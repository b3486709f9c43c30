import CoreGraphics
import Foundation

/// An animation's key path resolved against the layer: the property, and the part of it
/// the path names (`"position.x"`, `"bounds.size"`, `"transform.rotation.z"`).
struct LayerKeyPath: Equatable {
    /// The part of a property's value a key path names.
    enum Component: Equatable {
        case whole
        /// `count` numbers of a vector from `start` (x of a point, the size of a rectangle…).
        case lanes(start: Int, count: Int)
        /// A piece of a transform's decomposition.
        case transform(TransformField)
    }

    /// The key paths into a transform, read and written through its decomposition.
    enum TransformField: Equatable {
        case rotationX, rotationY, rotationZ
        case scaleX, scaleY, scaleZ, scale
        case translationX, translationY, translationZ, translation
    }

    let property: LayerProperty
    let component: Component

    /// The key path `path`; nil for paths no layer animates.
    init?(_ path: String) {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, let property = LayerProperty.named(first) else { return nil }
        guard let component = LayerKeyPath.component(parts.dropFirst(), of: property.kind) else { return nil }
        self.property = property
        self.component = component
    }

    /// The kind of the values at this path.
    var kind: ValueKind {
        switch component {
        case .whole: return property.kind
        case .lanes(let start, let count): return count == 1 ? .scalar : start == 0 ? .point : .size
        case .transform(let field): return field == .translation ? .size : .scalar
        }
    }

    /// The value at this path within the property's value `whole`.
    func value(in whole: AnimationValue) -> AnimationValue {
        switch (component, whole) {
        case (.whole, _):
            return whole
        case let (.lanes(start, count), .vector(v)):
            var out = SIMD4<Double>.zero
            for i in 0..<count { out[i] = v[start + i] }
            return .vector(out)
        case let (.transform(field), .transform(t)):
            let parts = TransformComponents(t) ?? TransformComponents()
            return .vector(LayerKeyPath.read(field, of: parts))
        default:
            return whole
        }
    }

    /// `whole` with the part at this path replaced by `part`.
    func replacing(in whole: AnimationValue, with part: AnimationValue) -> AnimationValue {
        switch (component, whole, part) {
        case (.whole, _, _):
            return part
        case let (.lanes(start, count), .vector(v), .vector(p)):
            var out = v
            for i in 0..<count { out[start + i] = p[i] }
            return .vector(out)
        case let (.transform(field), .transform(t), .vector(p)):
            var parts = TransformComponents(t) ?? TransformComponents()
            LayerKeyPath.write(field, p, into: &parts)
            return .transform(parts.transform)
        default:
            return whole
        }
    }

    // MARK: Parsing

    private static func component(_ rest: ArraySlice<Substring>, of kind: ValueKind) -> Component? {
        guard !rest.isEmpty else { return .whole }
        let names = rest.joined(separator: ".")
        switch kind {
        case .point:
            switch names {
            case "x": return .lanes(start: 0, count: 1)
            case "y": return .lanes(start: 1, count: 1)
            default: return nil
            }
        case .size:
            switch names {
            case "width": return .lanes(start: 0, count: 1)
            case "height": return .lanes(start: 1, count: 1)
            default: return nil
            }
        case .rect:
            switch names {
            case "origin": return .lanes(start: 0, count: 2)
            case "origin.x": return .lanes(start: 0, count: 1)
            case "origin.y": return .lanes(start: 1, count: 1)
            case "size": return .lanes(start: 2, count: 2)
            case "size.width": return .lanes(start: 2, count: 1)
            case "size.height": return .lanes(start: 3, count: 1)
            default: return nil
            }
        case .transform:
            let fields: [String: TransformField] = [
                "rotation": .rotationZ, "rotation.x": .rotationX, "rotation.y": .rotationY, "rotation.z": .rotationZ,
                "scale": .scale, "scale.x": .scaleX, "scale.y": .scaleY, "scale.z": .scaleZ,
                "translation": .translation, "translation.x": .translationX, "translation.y": .translationY,
                "translation.z": .translationZ,
            ]
            return fields[names].map { .transform($0) }
        default:
            return nil
        }
    }

    // MARK: Transform fields

    private static func read(_ field: TransformField, of parts: TransformComponents) -> SIMD4<Double> {
        func scalar(_ v: Double) -> SIMD4<Double> { SIMD4(v, 0, 0, 0) }
        switch field {
        case .rotationX: return scalar(parts.eulerAngles.x)
        case .rotationY: return scalar(parts.eulerAngles.y)
        case .rotationZ: return scalar(parts.eulerAngles.z)
        case .scaleX: return scalar(parts.scale.x)
        case .scaleY: return scalar(parts.scale.y)
        case .scaleZ: return scalar(parts.scale.z)
        case .scale: return scalar((parts.scale.x + parts.scale.y + parts.scale.z) / 3)
        case .translationX: return scalar(parts.translation.x)
        case .translationY: return scalar(parts.translation.y)
        case .translationZ: return scalar(parts.translation.z)
        case .translation: return SIMD4(parts.translation.x, parts.translation.y, 0, 0)
        }
    }

    private static func write(_ field: TransformField, _ v: SIMD4<Double>, into parts: inout TransformComponents) {
        switch field {
        case .rotationX: parts.eulerAngles.x = v.x
        case .rotationY: parts.eulerAngles.y = v.x
        case .rotationZ: parts.eulerAngles.z = v.x
        case .scaleX: parts.scale.x = v.x
        case .scaleY: parts.scale.y = v.x
        case .scaleZ: parts.scale.z = v.x
        case .scale: parts.scale = SIMD3(repeating: v.x)
        case .translationX: parts.translation.x = v.x
        case .translationY: parts.translation.y = v.x
        case .translationZ: parts.translation.z = v.x
        case .translation: parts.translation = SIMD3(v.x, v.y, parts.translation.z)
        }
    }
}
