import LayoutDocument

/// The sizes of the images a file shows, from its `<resources>` (#33, 2.3).
extension IBScreenReader {
    /// The size in points of the file's image `name`, from `<resources><image name=… width=…
    /// height=…>`: nil when the file does not list it, or lists it from the system catalog
    /// (an SF Symbol's entry is its glyph at 128 points, not its size beside a title).
    func imageSize(named name: String) -> ImageSize? {
        guard let image = context.root.child("resources")?.children("image").first(where: { $0["name"] == name }),
              image["catalog"] == nil, let width = image.number("width"), let height = image.number("height"),
              width > 0, height > 0, width.isFinite, height.isFinite, max(width, height) <= DocumentNumbers.limit
        else { return nil }
        return ImageSize(width: width, height: height)
    }

    /// An image view's intrinsic size: its image's (UIImageView's `intrinsicContentSize` is
    /// its image's `size`), as the file's resources list it, whatever frame its constraints
    /// stretched or compressed it to (IB stores a 300 × 82.5 image compressed to 259 × 71.5
    /// when its constraints say so). Nil when the view shows no image or the resources do not
    /// size it (its stored frame then stands in, as before).
    func imageViewSize(_ node: XMLNode) -> ImageSize? {
        // `image="name"`, or from Xcode 11 `<imageReference key="image" image="name" catalog=…>`.
        let reference = node.child("imageReference", key: "image")
        guard let name = node["image"] ?? reference?["image"] else { return nil }
        if (reference?["catalog"] ?? node["catalog"]) == "system" { return nil }
        return imageSize(named: name)
    }
}
