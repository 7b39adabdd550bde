#!/usr/bin/env python3
"""
Builds src/pages/statistics/map/china-provinces.json, the province map of the regional analysis, from the
provinces of DCW-GMT 2.1.1 (Debian package gmt-dcw, LGPL-3.0-or-later; the Digital Chart of the World behind
it is public domain). Each province keeps its rings of at least MIN_AREA square degrees (and always its
largest), simplified (Douglas-Peucker, TOLERANCE degrees) and rounded to 2 decimals (the tiny provinces
3): about 1 km, plenty for
a map some 600 pixels wide.

  apt-get download gmt-dcw && dpkg-deb -x gmt-dcw_*.deb dcw   # the data, without installing GMT
  apt-get install python3-h5py                                  # reads its netCDF-4 file
  /usr/bin/python3 scripts/build-china-map.py dcw/usr/share/gmt-dcw/dcw-gmt.nc
"""
import json
import sys

import h5py

TOLERANCE = 0.04
MIN_AREA = 0.02
SMALL_SPAN = 0.5
OUT = 'src/pages/statistics/map/china-provinces.json'

# DCW-GMT state code → (full Chinese name, English name).
PROVINCES = {
    'AH': ('安徽省', 'Anhui'), 'BJ': ('北京市', 'Beijing'), 'CQ': ('重庆市', 'Chongqing'), 'FJ': ('福建省', 'Fujian'),
    'GD': ('广东省', 'Guangdong'), 'GS': ('甘肃省', 'Gansu'), 'GX': ('广西壮族自治区', 'Guangxi'), 'GZ': ('贵州省', 'Guizhou'),
    'HA': ('河南省', 'Henan'), 'HB': ('湖北省', 'Hubei'), 'HE': ('河北省', 'Hebei'), 'HI': ('海南省', 'Hainan'),
    'HK': ('香港特别行政区', 'Hong Kong'), 'HL': ('黑龙江省', 'Heilongjiang'), 'HN': ('湖南省', 'Hunan'), 'JL': ('吉林省', 'Jilin'),
    'JS': ('江苏省', 'Jiangsu'), 'JX': ('江西省', 'Jiangxi'), 'LN': ('辽宁省', 'Liaoning'), 'MO': ('澳门特别行政区', 'Macao'),
    'NM': ('内蒙古自治区', 'Inner Mongolia'), 'NX': ('宁夏回族自治区', 'Ningxia'), 'QH': ('青海省', 'Qinghai'), 'SC': ('四川省', 'Sichuan'),
    'SD': ('山东省', 'Shandong'), 'SH': ('上海市', 'Shanghai'), 'SN': ('陕西省', 'Shaanxi'), 'SX': ('山西省', 'Shanxi'),
    'TJ': ('天津市', 'Tianjin'), 'TW': ('台湾省', 'Taiwan'), 'XJ': ('新疆维吾尔自治区', 'Xinjiang'), 'XZ': ('西藏自治区', 'Tibet'),
    'YN': ('云南省', 'Yunnan'), 'ZJ': ('浙江省', 'Zhejiang'),
}


def rings_of(nc, code):
    """The rings of a province: a lon of 65535 starts a new one; values are min + raw / scale."""
    lon_var, lat_var = nc[f'CN{code}_lon'], nc[f'CN{code}_lat']
    decode = lambda var, raw: float(var.attrs['min'][0]) + raw / float(var.attrs['scale'][0])
    rings, ring = [], []
    for x, y in zip(lon_var[:], lat_var[:]):
        if x == 65535:
            if ring:
                rings.append(ring)
            ring = []
        else:
            ring.append((decode(lon_var, x), decode(lat_var, y)))
    if ring:
        rings.append(ring)
    return rings


def area(ring):
    return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]))) / 2


def simplify(points, tolerance):
    """Douglas-Peucker, iterative."""
    if len(points) < 3:
        return points
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        (ax, ay), (bx, by) = points[first], points[last]
        dx, dy = bx - ax, by - ay
        norm = (dx * dx + dy * dy) ** 0.5
        best, index = 0.0, -1
        for i in range(first + 1, last):
            px, py = points[i]
            d = abs(dy * (px - ax) - dx * (py - ay)) / norm if norm else ((px - ax) ** 2 + (py - ay) ** 2) ** 0.5
            if d > best:
                best, index = d, i
        if best > tolerance:
            keep[index] = True
            stack += [(first, index), (index, last)]
    return [p for p, k in zip(points, keep) if k]


def ring_out(ring):
    closed = ring if ring[0] == ring[-1] else ring + ring[:1]
    # The tiny provinces (Macao, Hong Kong) keep ten times the detail, or nothing would be left of them.
    span = max(max(p[0] for p in ring) - min(p[0] for p in ring), max(p[1] for p in ring) - min(p[1] for p in ring))
    tolerance, digits = (TOLERANCE / 10, 3) if span < SMALL_SPAN else (TOLERANCE, 2)
    # Split a closed ring in two halves so that Douglas-Peucker has two distinct ends.
    middle = len(closed) // 2
    points = simplify(closed[: middle + 1], tolerance)[:-1] + simplify(closed[middle:], tolerance)
    rounded = []
    for x, y in points:
        p = [round(x, digits), round(y, digits)]
        if not rounded or rounded[-1] != p:
            rounded.append(p)
    return rounded if len(rounded) >= 4 else None


def main(path):
    nc = h5py.File(path, 'r')
    features = []
    for code, (name, name_en) in PROVINCES.items():
        rings = sorted(rings_of(nc, code), key=area, reverse=True)
        kept = [r for i, r in enumerate(rings) if i == 0 or area(r) >= MIN_AREA]
        polygons = [[out] for out in map(ring_out, kept) if out]
        features.append({
            'type': 'Feature',
            'properties': {'code': code, 'name': name, 'name_en': name_en},
            'geometry': {'type': 'MultiPolygon', 'coordinates': polygons},
        })
    collection = {
        'type': 'FeatureCollection',
        'source': 'DCW-GMT 2.1.1 provinces of China (LGPL-3.0-or-later), simplified; see README.md',
        'features': features,
    }
    with open(OUT, 'w', encoding='utf-8') as out:
        json.dump(collection, out, ensure_ascii=False, separators=(',', ':'))
        out.write('\n')


if __name__ == '__main__':
    main(sys.argv[1])
