#!/usr/bin/env bash
# Rebuilds the font fixtures from Debian's fonts-inter (SIL OFL 1.1, see OFL.txt) with
# fontTools (pip install fonttools): a tool for making fixtures only, not a dependency.
#
#   Inter-Regular-subset.otf   ASCII and four more letters of Inter Regular, GPOS pair kerning
#   Inter-kern-table.otf       the same without GPOS, a `kern` format 0 table with three pairs
#   Inter-extension.otf        the GPOS lookups wrapped in extension lookups (type 9), and a
#                              cmap format 12 subtable beside format 4
set -euo pipefail
cd "$(dirname "$0")"
pyftsubset /usr/share/fonts/opentype/inter/Inter-Regular.otf --unicodes="U+0020-007E,U+00E9,U+0394,U+0416,U+2014" \
  --layout-features='kern' --output-file=Inter-Regular-subset.otf --no-hinting --desubroutinize
python3 - <<'PY'
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
from fontTools.ttLib.tables import otTables as ot
from fontTools.ttLib.tables._c_m_a_p import CmapSubtable

font = TTFont("Inter-Regular-subset.otf")
cmap = font.getBestCmap()
del font["GPOS"]
kern = newTable("kern")
kern.version = 0
table = KernTable_format_0()
table.version, table.coverage, table.format = 0, 1, 0
table.kernTable = {(cmap[ord("A")], cmap[ord("V")]): -150, (cmap[ord("T")], cmap[ord("o")]): -200, (cmap[ord("L")], cmap[ord("T")]): -120}
kern.kernTables = [table]
font["kern"] = kern
font.save("Inter-kern-table.otf")

font = TTFont("Inter-Regular-subset.otf")
for lookup in font["GPOS"].table.LookupList.Lookup:
    wrapped = []
    for subtable in lookup.SubTable:
        extension = ot.ExtensionPos()
        extension.Format = 1
        extension.ExtensionLookupType = lookup.LookupType
        extension.ExtSubTable = subtable
        wrapped.append(extension)
    lookup.SubTable = wrapped
    lookup.LookupType = 9
full = CmapSubtable.newSubtable(12)
full.platformID, full.platEncID, full.language = 3, 10, 0
full.cmap = dict(font.getBestCmap())
font["cmap"].tables.append(full)
font.save("Inter-extension.otf")
PY

# The font fuzz target's seeds (Fuzz/Corpus/font): fonts under libFuzzer's 4096-byte input limit.
cd ../../../Fuzz/Corpus/font
pyftsubset /usr/share/fonts/opentype/inter/Inter-Regular.otf --unicodes="U+0041,U+0056,U+0054,U+006F,U+0020" \
  --layout-features='kern' --output-file=tiny.otf --no-hinting --desubroutinize --name-IDs=1,6 --drop-tables+=GDEF,GSUB,post
python3 - <<'PY'
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
from fontTools.ttLib.tables import otTables as ot
cmap = TTFont("tiny.otf").getBestCmap()
font = TTFont("tiny.otf")
del font["GPOS"]
kern = newTable("kern")
kern.version = 0
table = KernTable_format_0()
table.version, table.coverage, table.format = 0, 1, 0
table.kernTable = {(cmap[ord("A")], cmap[ord("V")]): -150, (cmap[ord("T")], cmap[ord("o")]): -200}
kern.kernTables = [table]
font["kern"] = kern
font.save("tiny-kern.otf")
font = TTFont("tiny.otf")
for lookup in font["GPOS"].table.LookupList.Lookup:
    wrapped = []
    for subtable in lookup.SubTable:
        extension = ot.ExtensionPos()
        extension.Format, extension.ExtensionLookupType, extension.ExtSubTable = 1, lookup.LookupType, subtable
        wrapped.append(extension)
    lookup.SubTable, lookup.LookupType = wrapped, 9
font.save("tiny-extension.otf")
data = open("tiny.otf", "rb").read()
open("truncated.otf", "wb").write(data[:300])
broken = bytearray(data)
broken[20:24] = b"\x7f\xff\xff\xff"  # the first table's offset, past the end
open("bad-table-offset.otf", "wb").write(bytes(broken))
open("not-a-font", "wb").write(b'<?xml version="1.0"?><font/>')
open("collection.ttc", "wb").write(b"ttcf" + bytes(12))
PY
