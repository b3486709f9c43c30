extension CGImage {
    /// A copy of the image. Images are immutable, so the copy shares the pixels.
    public func copy() -> CGImage? {
        guard let dataProvider else { return nil }
        return CGImage(layout: layout, width: width, height: height, bytesPerRow: bytesPerRow,
                       colorSpace: colorSpace, isMask: isMask, provider: dataProvider, decode: decodeValues,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// A copy of the image that reads its samples in `space`, or nil when this is an
    /// image mask or `space` has a different number of colour components.
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard !isMask, let dataProvider, space.numberOfComponents > 0,
              space.numberOfComponents == colorSpace?.numberOfComponents else { return nil }
        return CGImage(layout: layout, width: width, height: height, bytesPerRow: bytesPerRow,
                       colorSpace: space, isMask: false, provider: dataProvider, decode: decodeValues,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}
