/// `1 layout`, `2 layouts`, `0 screens`: a count with its noun in the right number.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// `1 entry`, `2 entries`: a count with a noun whose plural is not `s`.
func counted(_ count: Int, _ noun: String, plural: String) -> String {
    "\(count) \(count == 1 ? noun : plural)"
}
