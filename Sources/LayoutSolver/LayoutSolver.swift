// The LayoutSolver module; see README "Architecture".
