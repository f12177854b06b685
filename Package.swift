// swift-tools-version: 6.1
// LayoutStore: a constraint-layout engine and layout store.
//
// Modules, each with one job (see README "Architecture"):
//   LayoutSolver    incremental Cassowary simplex; imports nothing
//   LayoutCore      Auto Layout vocabulary and the one-line constraint notation
//   VisualFormat    Apple's Visual Format Language, both ways
//   LayoutDocument  layout documents (JSON) and the edits that change them
//   LayoutModel     Auto Layout meaning: a screen + request -> solver -> frames
//   LayoutStore     the only code touching SQLite (GRDB)
//   LayoutPicture   solved screens drawn as SVG
//   LayoutCheck     the sweep check and report share: plan, threads, findings (kinds, detection, text, JSON)
//   LayoutReport    every device at once: one self-contained HTML page of solved layouts
//   LayoutSwiftExport  UIKit code (layout anchors) that installs a screen's constraints
//   LayoutInterfaceBuilder  storyboards and xibs in, layout documents out
//   LayoutTranslation  translations: .strings files, string catalogs, languages and pseudolanguages
//   LayoutText      text measured as UIKit does: fonts, Dynamic Type, line breaking; imports only Foundation
//   layout (cli/)   the command line; the only code that prints or exits
import PackageDescription

/// `-enforce-exclusivity=unchecked` for release builds only (see LayoutSolver below).
let uncheckedExclusivityInRelease: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "LayoutStore",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "LayoutDocument", targets: ["LayoutDocument"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "LayoutStore", targets: ["LayoutStore"]),
        .library(name: "LayoutPicture", targets: ["LayoutPicture"]),
        .library(name: "LayoutCheck", targets: ["LayoutCheck"]),
        .library(name: "LayoutReport", targets: ["LayoutReport"]),
        .library(name: "LayoutSwiftExport", targets: ["LayoutSwiftExport"]),
        .library(name: "LayoutInterfaceBuilder", targets: ["LayoutInterfaceBuilder"]),
        .library(name: "LayoutText", targets: ["LayoutText"]),
        .library(name: "LayoutTranslation", targets: ["LayoutTranslation"]),
        .executable(name: "layout", targets: ["layout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // Release builds skip the run-time exclusivity checks of the solver's
        // class state (5% of a 1000-view solve: swift_beginAccess and its
        // access set); debug builds and the tests keep them.
        .target(name: "LayoutSolver", swiftSettings: uncheckedExclusivityInRelease),
        .target(name: "LayoutCore"),
        .target(name: "VisualFormat", dependencies: ["LayoutCore"]),
        .target(name: "LayoutDocument", dependencies: ["LayoutCore"]),
        .target(
            name: "LayoutModel",
            dependencies: ["LayoutSolver", "LayoutCore", "VisualFormat", "LayoutDocument", "LayoutText", "LayoutTranslation"],
            swiftSettings: uncheckedExclusivityInRelease
        ),
        .target(
            name: "LayoutStore",
            dependencies: [
                "LayoutModel", "LayoutDocument", "LayoutCore", "VisualFormat", "LayoutText", "LayoutTranslation",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for the cache-hit reader that skips GRDB's set-up (CacheHitReader).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            plugins: ["EmbedMigrations"]
        ),
        // Migrations/*.sql become a generated Swift source of LayoutStore at build time.
        .executableTarget(name: "embed-migrations", path: "Plugins/EmbedMigrationsTool"),
        .plugin(
            name: "EmbedMigrations", capability: .buildTool(),
            dependencies: ["embed-migrations"], path: "Plugins/EmbedMigrations"
        ),
        // Test support: a process that edits a database, launched many at once by LayoutStoreTests.
        .executableTarget(
            name: "store-stress", dependencies: ["LayoutStore", "LayoutDocument"],
            path: "Tests/StoreStress"
        ),
        .target(name: "LayoutPicture", dependencies: ["LayoutModel", "LayoutDocument", "LayoutCore"]),
        // The sweep `check` and `report` share: places, blocks, shards, threads, and the findings.
        .target(
            name: "LayoutCheck", dependencies: ["LayoutModel", "LayoutDocument", "LayoutCore", "LayoutText", "LayoutTranslation"]
        ),
        .target(
            name: "LayoutReport",
            dependencies: ["LayoutCheck", "LayoutPicture", "LayoutModel", "LayoutDocument", "LayoutCore", "LayoutText", "LayoutTranslation"],
            exclude: ["Page"], plugins: ["EmbedReportAssets"]
        ),
        // The report page's Page/script.js and Page/style.css become a generated Swift source of LayoutReport.
        .executableTarget(name: "embed-report-assets", path: "Plugins/EmbedReportAssetsTool"),
        .plugin(
            name: "EmbedReportAssets", capability: .buildTool(),
            dependencies: ["embed-report-assets"], path: "Plugins/EmbedReportAssets"
        ),
        .target(name: "LayoutSwiftExport", dependencies: ["LayoutDocument", "LayoutCore", "VisualFormat", "LayoutTranslation"]),
        // Interface Builder storyboards and xibs (XML, read by its own small XML reader) into layout documents.
        .target(name: "LayoutInterfaceBuilder", dependencies: ["LayoutDocument", "LayoutCore", "LayoutModel"]),
        // Text measurement: the system font's built-in metrics (generated by Tools/generate-system-font-metrics),
        // Dynamic Type, line breaking, and a small OpenType reader for named fonts.
        .target(
            name: "LayoutText",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]  // Double.rounded() without Foundation
        ),
        // Translations: IB .strings files and string catalogs read, languages' fallback and
        // direction, Xcode's pseudolanguages; knows documents, not the solver or the store.
        .target(name: "LayoutTranslation", dependencies: ["LayoutDocument", "LayoutCore"]),
        // Regenerates Sources/LayoutText/SystemFontData.swift from Debian's fonts-inter (docs/text.md).
        .executableTarget(
            name: "generate-system-font-metrics", dependencies: ["LayoutText"],
            path: "Tools/generate-system-font-metrics"
        ),
        .executableTarget(
            name: "layout",
            dependencies: [
                "LayoutStore", "LayoutModel", "LayoutCheck", "LayoutPicture", "LayoutReport", "LayoutSwiftExport", "LayoutDocument", "LayoutCore",
                "VisualFormat", "LayoutInterfaceBuilder", "LayoutText", "LayoutTranslation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "cli",
            // A release `layout` carries the Swift runtime and Foundation inside it: no
            // dynamic loading and relocation of a dozen libraries at every start
            // (docs/performance.md). Debug builds, and the tests linking this module, stay dynamic.
            // -static-stdlib brings the runtime; Foundation's own static libraries are named
            // because GRDB's module, built without the flag, asks only for "Foundation".
            linkerSettings: [.unsafeFlags([
                "-static-stdlib", "-lFoundation", "-lFoundationInternationalization", "-lFoundationEssentials",
                "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections",
                "-lswiftSynchronization", "-lswiftDispatch", "-ldispatch", "-lBlocksRuntime", "-lstdc++", "-lm",
                "-Xclang-linker", "-no-pie",
            ], .when(platforms: [.linux], configuration: .release))]
        ),
        .executableTarget(
            name: "model-benchmark",
            dependencies: ["LayoutModel", "LayoutDocument", "LayoutCore"],
            path: "Benchmarks/ModelBenchmark"
        ),
        .executableTarget(
            name: "store-benchmark",
            dependencies: ["LayoutStore", "LayoutModel", "LayoutDocument"],
            path: "Benchmarks/StoreBenchmark"
        ),
        .executableTarget(
            name: "solver-benchmark",
            dependencies: ["LayoutSolver"],
            path: "Benchmarks/SolverBenchmark"
        ),
        .executableTarget(
            name: "text-benchmark",
            dependencies: ["LayoutText"],
            path: "Benchmarks/TextBenchmark"
        ),
        .executableTarget(
            name: "vfl-benchmark",
            dependencies: ["VisualFormat", "LayoutCore"],
            path: "Benchmarks/VisualFormatBenchmark",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]  // Double.rounded() without Foundation
        ),
        // The corpus measurement (Tools/corpus/measure.py runs it): IB's stored frames against the
        // solved ones, and findings at the design, on real files (#32, #33).
        .executableTarget(
            name: "ib-corpus",
            dependencies: ["LayoutInterfaceBuilder", "LayoutCheck", "LayoutModel", "LayoutDocument", "LayoutCore"],
            path: "Benchmarks/IBCorpus"
        ),

        // Helpers shared by the test targets (a seeded generator); not a product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "TestSupport"]),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "TestSupport"]),
        .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat", "LayoutCore", "TestSupport"]),
        .testTarget(name: "LayoutDocumentTests", dependencies: ["LayoutDocument", "LayoutCore", "TestSupport"]),
        .testTarget(
            name: "LayoutModelTests",
            dependencies: ["LayoutModel", "LayoutDocument", "LayoutCore", "LayoutSolver", "TestSupport"]
        ),
        .testTarget(
            name: "LayoutStoreTests",
            dependencies: [
                "LayoutStore", "LayoutModel", "LayoutDocument", "LayoutCore", "LayoutText", "LayoutTranslation", "store-stress",
                "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "LayoutPictureTests", dependencies: ["LayoutPicture", "LayoutModel", "LayoutDocument", "TestSupport"]
        ),
        .testTarget(
            name: "LayoutCheckTests", dependencies: ["LayoutCheck", "LayoutModel", "LayoutDocument", "LayoutCore", "TestSupport"]
        ),
        .testTarget(
            name: "LayoutReportTests", dependencies: ["LayoutReport", "LayoutCheck", "LayoutModel", "LayoutDocument", "LayoutCore"]
        ),
        .testTarget(
            name: "LayoutSwiftExportTests",
            dependencies: ["LayoutSwiftExport", "LayoutModel", "LayoutDocument", "LayoutCore", "LayoutTranslation"],
            exclude: ["UIKitStandIn"]  // compiled by the round-trip test itself, as a module named UIKit
        ),
        .testTarget(
            name: "CLITests",
            // GRDB reads every row of a scratch database: a refused command must leave them all as they were.
            dependencies: ["layout", "LayoutCheck", "LayoutText", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(name: "LayoutTextTests", dependencies: ["LayoutText", "TestSupport"]),
        .testTarget(
            name: "LayoutTranslationTests",
            dependencies: ["LayoutTranslation", "LayoutDocument", "LayoutInterfaceBuilder", "LayoutModel", "TestSupport"]
        ),
        .testTarget(
            name: "LayoutInterfaceBuilderTests",
            dependencies: ["LayoutInterfaceBuilder", "LayoutModel", "LayoutDocument", "LayoutCore", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
