import _FoundationICU
func category(_ locale: String, _ n: Double) -> String {
    var status = U_ZERO_ERROR
    guard let rules = swift_uplrules_open(locale, &status), status.rawValue <= 0 else { return "open failed \(status)" }
    defer { swift_uplrules_close(rules) }
    var buf = [UChar](repeating: 0, count: 32)
    let len = swift_uplrules_select(rules, n, &buf, 32, &status)
    return String(decoding: buf[0..<Int(len)], as: UTF16.self)
}
for loc in ["en", "fr", "ru", "ar", "ja", "pl"] {
    print(loc, [0, 1, 2, 3, 5, 11, 21, 22, 100, 1.5].map { "\($0)=\(category(loc, $0))" }.joined(separator: " "))
}
