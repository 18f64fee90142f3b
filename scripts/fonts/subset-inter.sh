#!/usr/bin/env bash
# Makes apps/web/app/fonts/inter-core-wght-400-700.woff2, the one font file every page preloads
# (apps/web/app/components/site-font.css, docs/decisions/050-public-pages-without-the-app.md):
# Inter from the @fontsource-variable/inter package (the latin file, variable weight), cut to
# - the weights the site sets (400 normal, 500 medium, 600 semibold, 700 bold: wght 400–700), and
# - printable ASCII plus the punctuation and signs our pages and content use (listed below), and
# - kerning, its only layout feature (contextual alternates, fractions and tabular figures go:
#   Lighthouse's slow 4G carries about 26 KB per round trip for all of a page's first requests),
#   with one set of values for every weight: the semibold's (600). Inter varies its kerning with
#   the weight; those variations were 0.9 KB of the file. Against Inter's own kerning the
#   difference is at most 16 font units in 19 pairs of 20 at 400 and 700 (0.25 px at 16 px,
#   0.4 px at 48 px), at most 73 units anywhere ("LY" at 400);
# - no STAT or MVAR table (style names and metric variations no browser reads for this file).
# About 13.1 KB instead of the latin file's 48.3 KB (20.5 KB with every default feature kept): the
# file and its response headers fit the 14.6 KB a new connection carries in its first round trip
# (docs/decisions/052-one-stylesheet-one-window.md).
# Characters outside it still draw in Inter from the package's full latin and latin-ext files,
# which the browser fetches only for a page that has one.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
# Run from the repository root after upgrading @fontsource-variable/inter: bash scripts/fonts/subset-inter.sh
set -euo pipefail
source="node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
target="apps/web/app/fonts/inter-core-wght-400-700.woff2"
# Keep in step with the unicode-range of the core face in site-font.css.
unicodes="U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+203A,U+20AC"
python=/usr/bin/python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" -m fontTools.varLib.instancer "$source" wght=400:700 -o "$work/limited.ttf" >/dev/null 2>&1
"$python" -m fontTools.subset "$work/limited.ttf" --unicodes="$unicodes" --layout-features=kern --no-hinting --output-file="$work/subset.ttf"
# The semibold's kerning (a static GPOS and GDEF taken from the font set at wght 600) replaces the
# variable kerning.
"$python" - "$work/subset.ttf" "$work/fixed-kerning.ttf" <<'PYTHON'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
font = TTFont(sys.argv[1])
semibold = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {"wght": 600})
font["GPOS"] = semibold["GPOS"]
font["GDEF"] = semibold["GDEF"]
font.save(sys.argv[2])
PYTHON
"$python" -m fontTools.subset "$work/fixed-kerning.ttf" --unicodes="$unicodes" --layout-features=kern --no-hinting --drop-tables+=STAT,MVAR --flavor=woff2 --output-file="$target"
echo "$target: $(wc -c <"$target") bytes"
