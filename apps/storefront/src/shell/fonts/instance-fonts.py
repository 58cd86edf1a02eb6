#!/usr/bin/env python3
"""Makes the storefront's web fonts from @fontsource-variable's Latin files (README.md here).

Each file is instanced to the weights the storefront draws (400 to 700, ADR 0069) and keeps
only the OpenType features its CSS or text can reach; its characters are the package file's
own. Run from the repository root after `npm ci`, with fontTools and brotli installed
(`pip install fonttools brotli`):

    python3 apps/storefront/src/shell/fonts/instance-fonts.py
"""
import io
import os

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

WEIGHTS = (400, 700)
# Kerning, marks, contextual forms and ligatures shape ordinary text; tnum is the prices'
# font-variant-numeric: tabular-nums. Fractions and the numerator / denominator forms are never
# asked for.
FEATURES = ['kern', 'mark', 'mkmk', 'calt', 'ccmp', 'locl', 'liga', 'rvrn', 'tnum']
PACKAGES = 'node_modules/@fontsource-variable'
HERE = os.path.dirname(os.path.abspath(__file__))


def make(family, subset_name):
    source = f'{PACKAGES}/{family}/files/{family}-{subset_name}-wght-normal.woff2'
    font = TTFont(source)
    characters = list(font.getBestCmap().keys())
    font = instancer.instantiateVariableFont(font, {'wght': WEIGHTS})
    # The instancer leaves lazily loaded tables the subsetter cannot read: a round trip.
    buffer = io.BytesIO()
    font.flavor = None
    font.save(buffer)
    buffer.seek(0)
    font = TTFont(buffer)
    options = subset.Options()
    options.flavor = 'woff2'
    options.layout_features = FEATURES
    options.name_IDs = ['*']
    options.notdef_outline = True
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=characters)
    subsetter.subset(font)
    font.flavor = 'woff2'
    target = f'{HERE}/{family}-{subset_name}-wght-{WEIGHTS[0]}-{WEIGHTS[1]}.woff2'
    font.save(target)
    print(f'{target}: {os.path.getsize(source)} -> {os.path.getsize(target)} bytes')


for family in ('fraunces', 'inter'):
    for subset_name in ('latin', 'latin-ext'):
        make(family, subset_name)
