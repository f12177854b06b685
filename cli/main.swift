// The `layout` command; see ../shared/CONTRACT.md section 6.
print("layout: not written yet")
