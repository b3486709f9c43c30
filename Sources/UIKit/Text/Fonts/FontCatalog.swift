@_implementationOnly import CPango
import Foundation

/// The installed font families and their faces, as fontconfig reports them through Pango.
///
/// A face's *font name* stands in for the PostScript name UIKit uses: the family name
/// without spaces, then a hyphen and the face name without spaces, except for the regular
/// face ("Book", "Regular", …), which is the bare family: "DejaVuSans", "DejaVuSans-Bold",
/// "DejaVuSans-BoldOblique". Generic aliases ("Sans", "Monospace") and faces that Pango
/// would synthesise are not listed.
struct FontCatalog: Sendable {
    struct Face: Sendable {
        /// "DejaVuSans-Bold".
        var fontName: String
        var family: String
        var weight: Int
        var italic: Bool
        var stretch: UInt32
    }

    /// Family name → its faces, regular first.
    private(set) var families: [String: [Face]] = [:]
    /// Lowercased family or font name → face.
    private var byName: [String: Face] = [:]

    private static let regularFaceNames: Set<String> = ["book", "regular", "normal", "roman"]

    init(fontMap: UnsafeMutablePointer<PangoFontMap>) {
        var familyList: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var familyCount: Int32 = 0
        pango_font_map_list_families(fontMap, &familyList, &familyCount)
        defer { g_free(familyList) }
        for i in 0..<Int(familyCount) {
            guard let family = familyList?[i], let cName = pango_font_family_get_name(family) else { continue }
            let familyName = String(cString: cName)
            var faceList: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
            var faceCount: Int32 = 0
            pango_font_family_list_faces(family, &faceList, &faceCount)
            var faces: [Face] = []
            for j in 0..<Int(faceCount) {
                guard let face = faceList?[j], pango_font_face_is_synthesized(face) == 0,
                      let cFace = pango_font_face_get_face_name(face),
                      let description = pango_font_face_describe(face) else { continue }
                let faceName = String(cString: cFace)
                let bare = familyName.replacingOccurrences(of: " ", with: "")
                let isRegular = Self.regularFaceNames.contains(faceName.lowercased())
                let fontName = isRegular ? bare : bare + "-" + faceName.replacingOccurrences(of: " ", with: "")
                faces.append(Face(fontName: fontName, family: familyName,
                                  weight: Int(pango_font_description_get_weight(description).rawValue),
                                  italic: pango_font_description_get_style(description) != PANGO_STYLE_NORMAL,
                                  stretch: pango_font_description_get_stretch(description).rawValue))
                pango_font_description_free(description)
            }
            g_free(faceList)
            guard !faces.isEmpty else { continue }
            faces.sort { Self.distanceFromRegular($0) < Self.distanceFromRegular($1) }
            families[familyName] = faces
            byName[familyName.lowercased()] = faces[0]
            for face in faces { byName[face.fontName.lowercased()] = face }
        }
    }

    /// How far a face is from the family's plain face (for choosing the one a family name
    /// means).
    private static func distanceFromRegular(_ face: Face) -> Int {
        abs(face.weight - 400) + (face.italic ? 1000 : 0) + Int(abs(Int32(face.stretch) - 4)) * 100
    }

    /// The face a family or font name stands for (case-insensitive), or nil if none is
    /// installed.
    func face(named name: String) -> Face? { byName[name.lowercased()] }

    /// The installed face of `spec`'s family nearest to its weight, slant and stretch (as
    /// fontconfig would choose it).
    func nearestFace(to spec: FontSpec) -> Face? {
        families[spec.family]?.min { distance($0, spec) < distance($1, spec) }
    }

    private func distance(_ face: Face, _ spec: FontSpec) -> Int {
        abs(face.weight - spec.weight) + (face.italic == spec.italic ? 0 : 10_000)
            + Int(abs(Int32(face.stretch) - Int32(spec.stretch))) * 1000
    }
}

extension PangoEngine {
    /// The font name of the face that renders `spec`.
    func fontName(for spec: FontSpec) -> String {
        catalog.nearestFace(to: spec)?.fontName ?? spec.family.replacingOccurrences(of: " ", with: "")
    }
}
