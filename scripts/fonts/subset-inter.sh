#!/usr/bin/env bash
# Makes apps/web/app/fonts/inter-core-wght-400-700.woff2, the one font file every page preloads
# (apps/web/app/components/site-font.css, docs/decisions/050-public-pages-without-the-app.md):
# Inter from the @fontsource-variable/inter package (the latin file, variable weight), cut to
# - the weights the site sets (400 normal, 500 medium, 600 semibold, 700 bold: wght 400–700), and
# - printable ASCII plus the punctuation and signs our pages and content use (listed below), and
# - kerning, its only layout feature (contextual alternates, fractions and tabular figures go:
#   Lighthouse's slow 4G carries about 26 KB per round trip for all of a page's first requests).
# About 14 KB instead of the latin file's 48.3 KB (20.5 KB with every default feature kept).
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
"$python" -m fontTools.subset "$work/limited.ttf" --unicodes="$unicodes" --layout-features=kern --no-hinting --flavor=woff2 --output-file="$target"
echo "$target: $(wc -c <"$target") bytes"
