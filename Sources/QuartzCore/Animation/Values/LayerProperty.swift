import CoreGraphics
import Foundation

/// A layer property animations can change, with how to read and write it as an
/// `AnimationValue`. Shape and gradient properties exist only on those layer classes.
enum LayerProperty: String, CaseIterable {
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
    case opacity, backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case contentsRect, contentsCenter, contents, hidden, masksToBounds, doubleSided
    // CAShapeLayer
    case path, fillColor, strokeColor, strokeStart, strokeEnd, lineWidth, miterLimit, lineDashPhase
    // CAGradientLayer
    case colors, locations, startPoint, endPoint

    /// The property named `key` (a layer key, as in `"opacity"`).
    static func named(_ key: Substring) -> LayerProperty? {
        LayerProperty.byName[key]
    }

    private static let byName: [Substring: LayerProperty] = Dictionary(
        uniqueKeysWithValues: LayerProperty.allCases.map { (Substring($0.rawValue), $0) })

    var kind: ValueKind {
        switch self {
        case .bounds, .contentsRect, .contentsCenter: return .rect
        case .position, .anchorPoint, .startPoint, .endPoint: return .point
        case .shadowOffset: return .size
        case .transform, .sublayerTransform: return .transform
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor: return .color
        case .shadowPath, .path: return .path
        case .contents, .hidden, .masksToBounds, .doubleSided: return .discrete
        case .colors: return .colorList
        case .locations: return .numberList
        case .zPosition, .anchorPointZ, .opacity, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius,
             .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase:
            return .scalar
        }
    }

    /// Whether changing the property makes an implicit animation on a layer without a
    /// delegate supplying actions. Values that only switch (Booleans, contents) do not.
    var isImplicitlyAnimated: Bool { kind != .discrete }

    /// Whether the property shapes what the layer draws into its own backing store (shape
    /// and gradient layers): an animation of it redraws the presented layer each frame.
    var redrawsContent: Bool {
        switch self {
        case .path, .fillColor, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase,
             .colors, .locations, .startPoint, .endPoint:
            return true
        default:
            return false
        }
    }

    /// Whether `layer`'s class has the property.
    func exists(on layer: CALayer) -> Bool {
        switch self {
        case .path, .fillColor, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase:
            return layer is CAShapeLayer
        case .colors, .locations, .startPoint, .endPoint:
            return layer is CAGradientLayer
        default:
            return true
        }
    }

    /// The property's value on `layer`, of the property's own type (nil when it has none,
    /// or the layer's class has no such property).
    func object(of layer: CALayer) -> Any? {
        switch self {
        case .bounds: return layer.bounds
        case .position: return layer.position
        case .zPosition: return layer.zPosition
        case .anchorPoint: return layer.anchorPoint
        case .anchorPointZ: return layer.anchorPointZ
        case .transform: return layer.transform
        case .sublayerTransform: return layer.sublayerTransform
        case .opacity: return layer.opacity
        case .backgroundColor: return layer.backgroundColor
        case .cornerRadius: return layer.cornerRadius
        case .borderWidth: return layer.borderWidth
        case .borderColor: return layer.borderColor
        case .shadowColor: return layer.shadowColor
        case .shadowOpacity: return layer.shadowOpacity
        case .shadowOffset: return layer.shadowOffset
        case .shadowRadius: return layer.shadowRadius
        case .shadowPath: return layer.shadowPath
        case .contentsRect: return layer.contentsRect
        case .contentsCenter: return layer.contentsCenter
        case .contents: return layer.contents
        case .hidden: return layer.isHidden
        case .masksToBounds: return layer.masksToBounds
        case .doubleSided: return layer.isDoubleSided
        case .path, .fillColor, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase:
            guard let shape = layer as? CAShapeLayer else { return nil }
            switch self {
            case .path: return shape.path
            case .fillColor: return shape.fillColor
            case .strokeColor: return shape.strokeColor
            case .strokeStart: return shape.strokeStart
            case .strokeEnd: return shape.strokeEnd
            case .lineWidth: return shape.lineWidth
            case .miterLimit: return shape.miterLimit
            default: return shape.lineDashPhase
            }
        case .colors, .locations, .startPoint, .endPoint:
            guard let gradient = layer as? CAGradientLayer else { return nil }
            switch self {
            case .colors: return gradient.colors
            case .locations: return gradient.locations
            case .startPoint: return gradient.startPoint
            default: return gradient.endPoint
            }
        }
    }

    /// The property's value on `layer` in animation form; nil when the layer's class has no
    /// such property.
    func read(from layer: CALayer) -> AnimationValue? {
        switch self {
        case .position, .bounds, .opacity: return readVector(from: layer).map(AnimationValue.vector)
        case .transform: return .transform(layer.transform)
        default:
            guard exists(on: layer) else { return nil }
            return kind.animationValue(of: object(of: layer))
        }
    }

    /// The property's numbers on `layer`; nil when the layer's class has no such property or
    /// its value is not numbers. The geometry read each frame under running animations is
    /// read without boxing.
    func readVector(from layer: CALayer) -> SIMD4<Double>? {
        switch self {
        case .position: return SIMD4(Double(layer.position.x), Double(layer.position.y), 0, 0)
        case .bounds: return ValueKind.vector(of: layer.bounds)
        case .opacity: return SIMD4(Double(layer.opacity), 0, 0, 0)
        default:
            guard case .vector(let v)? = read(from: layer) else { return nil }
            return v
        }
    }

    /// Sets the property of `layer` to `value` (a value of another form, or a layer
    /// without the property, changes nothing).
    func write(_ value: AnimationValue, to layer: CALayer) {
        let v = value.vector
        switch (self, value) {
        case (.transform, .transform(let t)): layer.transform = t
        case (.sublayerTransform, .transform(let t)): layer.sublayerTransform = t
        case (.shadowPath, _): layer.shadowPath = LayerProperty.path(value)
        case (.contents, .discrete(let any)): layer.contents = any
        case (.hidden, .discrete(let any)): layer.isHidden = any as? Bool ?? false
        case (.masksToBounds, .discrete(let any)): layer.masksToBounds = any as? Bool ?? false
        case (.doubleSided, .discrete(let any)): layer.isDoubleSided = any as? Bool ?? true
        case (_, .vector):
            writeVector(v, to: layer)
        case (.path, _):
            (layer as? CAShapeLayer)?.path = LayerProperty.path(value)
        case (.colors, .list(let items)):
            (layer as? CAGradientLayer)?.colors = items.map(ValueKind.color)
        case (.colors, .discrete(let any)):
            (layer as? CAGradientLayer)?.colors = any as? [Any]
        case (.locations, .list(let items)):
            (layer as? CAGradientLayer)?.locations = items.isEmpty ? nil : items.map { NSNumber(value: $0.x) }
        default:
            break
        }
    }

    /// Sets the property of `layer` to the numbers `v` (a layer without it changes nothing).
    func writeVector(_ v: SIMD4<Double>, to layer: CALayer) {
        switch self {
        case .bounds: layer.bounds = ValueKind.rect(v)
        case .position: layer.position = ValueKind.point(v)
        case .zPosition: layer.zPosition = v.x
        case .anchorPoint: layer.anchorPoint = ValueKind.point(v)
        case .anchorPointZ: layer.anchorPointZ = v.x
        case .opacity: layer.opacity = Float(v.x)
        case .backgroundColor: layer.backgroundColor = ValueKind.color(v)
        case .cornerRadius: layer.cornerRadius = v.x
        case .borderWidth: layer.borderWidth = v.x
        case .borderColor: layer.borderColor = ValueKind.color(v)
        case .shadowColor: layer.shadowColor = ValueKind.color(v)
        case .shadowOpacity: layer.shadowOpacity = Float(v.x)
        case .shadowOffset: layer.shadowOffset = ValueKind.size(v)
        case .shadowRadius: layer.shadowRadius = v.x
        case .contentsRect: layer.contentsRect = ValueKind.rect(v)
        case .contentsCenter: layer.contentsCenter = ValueKind.rect(v)
        case .fillColor: (layer as? CAShapeLayer)?.fillColor = ValueKind.color(v)
        case .strokeColor: (layer as? CAShapeLayer)?.strokeColor = ValueKind.color(v)
        case .strokeStart: (layer as? CAShapeLayer)?.strokeStart = v.x
        case .strokeEnd: (layer as? CAShapeLayer)?.strokeEnd = v.x
        case .lineWidth: (layer as? CAShapeLayer)?.lineWidth = v.x
        case .miterLimit: (layer as? CAShapeLayer)?.miterLimit = v.x
        case .lineDashPhase: (layer as? CAShapeLayer)?.lineDashPhase = v.x
        case .startPoint: (layer as? CAGradientLayer)?.startPoint = ValueKind.point(v)
        case .endPoint: (layer as? CAGradientLayer)?.endPoint = ValueKind.point(v)
        default: break
        }
    }

    private static func path(_ value: AnimationValue) -> CGPath? {
        switch value {
        case .path(let elements): return CGPath(elements: elements, subpathStart: nil, current: elements.last?.endPoint)
        case .discrete(let any): return any as? CGPath
        default: return nil
        }
    }
}
