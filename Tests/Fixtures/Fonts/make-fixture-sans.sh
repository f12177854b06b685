#!/usr/bin/env bash
# Rebuilds FixtureSans-Regular.ttf, a second family for the named-font tests (CLITests'
# FontCommandTests), from Debian's fonts-liberation2 2.1.5 (SIL OFL 1.1, see
# OFL-LiberationSans.txt) with fontTools (pip install fonttools): a tool for making
# fixtures only, not a dependency.
#
#   FixtureSans-Regular.ttf   ASCII of Liberation Sans Regular, GPOS pair kerning, no hinting;
#                             renamed "Fixture Sans" (PostScript FixtureSans-Regular), since
#                             "Liberation" is a Reserved Font Name that a modified version may not use
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download fonts-liberation2 && dpkg-deb -x fonts-liberation2_*.deb root)
pyftsubset "$work/root/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf" --unicodes="U+0020-007E" \
  --layout-features='kern' --output-file="$work/subset.ttf" --no-hinting
python3 - "$work/subset.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
names = font["name"]
for record in list(names.names):
    if record.nameID in (1, 3, 4, 6, 16, 17):
        names.removeNames(nameID=record.nameID)
for platform in [(3, 1, 0x409), (1, 0, 0)]:
    names.setName("Fixture Sans", 1, *platform)
    names.setName("Fixture Sans Regular; derived from Liberation Sans 2.1.5", 3, *platform)
    names.setName("Fixture Sans", 4, *platform)
    names.setName("FixtureSans-Regular", 6, *platform)
font.save("FixtureSans-Regular.ttf")
PY
