// The LayoutModel module; see README "Architecture".
