/// `1 layout`, `2 layouts`, `0 screens`: a count with its noun in the right number.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
