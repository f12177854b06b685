// The LayoutStore module; see README "Architecture".
