/// Every numeric threshold of the solver, in one place.
///
/// Values in layout are points (say up to 10^5) with coefficients near 1, so absolute
/// thresholds suffice; they are far above double rounding (1e-16 relative) and far below a
/// visible pixel.
enum Tolerance {
    /// A row coefficient or objective weight this small is zero and its cell is dropped.
    static let zero = 1e-9
    /// A restricted row may go this far below zero and still count as feasible; phase 1 and
    /// an all-dummy row count as satisfied below this.
    static let feasibility = 1e-7
    /// A constraint holds when its residual is within this (times its constant's scale).
    static let satisfaction = 1e-6
}
