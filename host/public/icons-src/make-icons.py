# Regenerate: cd host/public && python3 icons-src/make-icons.py .  (numpy only)
"""Rasterises the suite mark of host/public/favicon.svg (rounded square, gold dot, white S stroke)
into PNG app icons with numpy (signed distances, 1 px anti-aliasing); no image library needed."""
import struct, sys, zlib
import numpy as np

ACCENT = np.array([0x6b, 0x3f, 0xd4], float)
GOLD = np.array([0xe0, 0xb8, 0x4f], float)
WHITE = np.array([255, 255, 255], float)

def cubic(p0, p1, p2, p3, n=24):
    t = np.linspace(0, 1, n)[:, None]
    return ((1-t)**3)*p0 + 3*((1-t)**2)*t*p1 + 3*(1-t)*t*t*p2 + t**3*p3

# The S path of favicon.svg: M43 20.5 C40.5 16.5 36.5 14.5 31.5 14.5  C25 14.5 20.5 18 20.5 23.5
# C20.5 35.5 44.5 29 44.5 41  C44.5 46.5 39.5 50 32.5 50  C26.5 50 22 47.5 19.5 43
P = lambda x, y: np.array([x, y], float)
segs = [
    (P(43, 20.5), P(40.5, 16.5), P(36.5, 14.5), P(31.5, 14.5)),
    (P(31.5, 14.5), P(25, 14.5), P(20.5, 18), P(20.5, 23.5)),
    (P(20.5, 23.5), P(20.5, 35.5), P(44.5, 29), P(44.5, 41)),
    (P(44.5, 41), P(44.5, 46.5), P(39.5, 50), P(32.5, 50)),
    (P(32.5, 50), P(26.5, 50), P(22, 47.5), P(19.5, 43)),
]
poly = np.concatenate([cubic(*s) for s in segs])

def dist_to_polyline(x, y, pts):
    d = np.full(x.shape, np.inf)
    for a, b in zip(pts[:-1], pts[1:]):
        ab = b - a
        t = np.clip(((x - a[0]) * ab[0] + (y - a[1]) * ab[1]) / max(ab @ ab, 1e-9), 0, 1)
        d = np.minimum(d, np.hypot(x - (a[0] + t * ab[0]), y - (a[1] + t * ab[1])))
    return d

def render(size, mark_scale=1.0, full_bleed=False, opaque=False):
    s = 64.0 / size  # svg units per pixel
    c = (np.arange(size) + 0.5) * s
    x, y = np.meshgrid(c, c)
    # Background: rounded square (rx 14) or the full square.
    if full_bleed:
        bg = np.ones(x.shape)
    else:
        qx = np.abs(x - 32) - (32 - 14); qy = np.abs(y - 32) - (32 - 14)
        sd = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0)) + np.minimum(np.maximum(qx, qy), 0) - 14
        bg = np.clip(0.5 - sd / s, 0, 1)
    # The mark, scaled about the centre.
    mx = (x - 32) / mark_scale + 32; my = (y - 32) / mark_scale + 32
    ms = s / mark_scale
    dot = np.clip(0.5 - (np.hypot(mx - 49, my - 15) - 6) / ms, 0, 1)
    stroke = np.clip(0.5 - (dist_to_polyline(mx, my, poly) - 3.5) / ms, 0, 1)
    rgb = ACCENT[None, None, :] * np.ones(x.shape)[..., None]
    rgb = rgb * (1 - dot[..., None]) + GOLD * dot[..., None]
    rgb = rgb * (1 - stroke[..., None]) + WHITE * stroke[..., None]
    alpha = np.ones(x.shape) if opaque else bg
    if opaque and not full_bleed:
        rgb = rgb * bg[..., None] + ACCENT * (1 - bg[..., None])
    return np.dstack([rgb, alpha * 255]).round().clip(0, 255).astype(np.uint8)

def write_png(path, img):
    h, w, _ = img.shape
    raw = b''.join(b'\x00' + img[row].tobytes() for row in range(h))
    chunk = lambda tag, data: struct.pack('>I', len(data)) + tag + data + struct.pack('>I', zlib.crc32(tag + data) & 0xffffffff)
    png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')
    open(path, 'wb').write(png)

out = sys.argv[1]
write_png(f'{out}/favicon-32.png', render(32))
write_png(f'{out}/icon-192.png', render(192))
write_png(f'{out}/icon-512.png', render(512))
# Maskable: full square, mark inside the 80 % safe zone. Apple touch: opaque full square (iOS rounds it).
write_png(f'{out}/icon-maskable-512.png', render(512, mark_scale=0.7, full_bleed=True, opaque=True))
write_png(f'{out}/apple-touch-icon.png', render(180, mark_scale=0.8, full_bleed=True, opaque=True))
