// The VisualFormat module; see README "Architecture".
