#!/usr/bin/env python3
"""Draws the Nonet app icon with the Python standard library only.

A blue rounded square, a faint 3x3 grid, and a bold geometric "9" with a soft shadow.
Shapes are signed distance functions on a 256-unit design square, so edges are anti-aliased
analytically; sizes below 256 px also average several samples per pixel, because a thin
feature (a grid line narrower than a pixel) would otherwise come out too strong.

Writes, all committed so that neither the build nor CI needs to run this script:
- assets/icon-256.png: the window icon the app embeds (include_bytes! in src/app/mod.rs);
- assets/icons/hicolor/<N>x<N>/apps/nonet.png for N in ICON_SIZES: the freedesktop icon
  theme layout, copied as-is to /usr/share/icons/hicolor by the .deb (Cargo.toml);
- assets/nonet.ico: the Windows icon that build.rs embeds in nonet.exe, holding ICO_SIZES.

Run: python3 assets/make_icon.py
"""

import math
import os
import struct
import zlib

SIZE = 256  # the design square: every shape below is laid out in these units
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)  # the hicolor theme's usual app sizes
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # what Windows asks for (256 is the ICO maximum)
TOP = (0x3D, 0x72, 0xE0)  # gradient, top of the square
BOTTOM = (0x1E, 0x3F, 0x98)  # gradient, bottom
GRID = (255, 255, 255, 0.22)
DIGIT = (255, 255, 255)
SHADOW = (0x0B, 0x1E, 0x52, 0.45)


def rounded_square(x, y):
    """Distance to a square inset 8 px with 56 px corners (negative inside)."""
    half, radius = 120.0, 56.0
    qx = abs(x - 128.0) - (half - radius)
    qy = abs(y - 128.0) - (half - radius)
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - radius


def segment(px, py, ax, ay, bx, by):
    """Distance from a point to the segment a-b."""
    vx, vy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * vx + (py - ay) * vy) / (vx * vx + vy * vy)))
    return math.hypot(px - ax - t * vx, py - ay - t * vy)


def grid_lines(x, y):
    """Distance to the two inner vertical and two inner horizontal lines of a 3x3 grid."""
    lo, hi = 44.0, 212.0
    third = (hi - lo) / 3.0
    best = 1e9
    for i in (1, 2):
        c = lo + i * third
        best = min(best, segment(x, y, c, lo, c, hi), segment(x, y, lo, c, hi, c))
    return best - 3.0


def nine(x, y):
    """Distance to a geometric "9": a round bowl and a straight leg falling to the left."""
    cx, cy, r, half_width = 128.0, 98.0, 40.0, 14.0
    bowl = abs(math.hypot(x - cx, y - cy) - r)
    # The leg leaves the bowl's right side just below its middle and ends bottom left.
    start = 0.35
    sx, sy = cx + r * math.cos(start), cy + r * math.sin(start)
    leg = segment(x, y, sx, sy, cx - 12.0, 198.0)
    return min(bowl, leg) - half_width


def coverage(distance, softness=1.0):
    """Anti-aliased coverage from a signed distance."""
    return max(0.0, min(1.0, 0.5 - distance / softness))


def over(dst, rgb, alpha):
    """Composites a colour with `alpha` over a straight-alpha RGBA pixel."""
    r, g, b, a = dst
    out_a = alpha + a * (1.0 - alpha)
    if out_a <= 0.0:
        return (0.0, 0.0, 0.0, 0.0)
    mix = lambda s, d: (s * alpha + d * a * (1.0 - alpha)) / out_a
    return (mix(rgb[0], r), mix(rgb[1], g), mix(rgb[2], b), out_a)


def sample(px, py, scale):
    """Straight-alpha RGBA (floats, alpha 0-1) at design point (px, py).

    `scale` is design units per output pixel (or per sub-sample): distances are divided by
    it so that every edge stays about one output pixel soft at any size. The shadow's
    softness is in design units, so it keeps its look at every size.
    """
    square = coverage(rounded_square(px, py) / scale)
    if square <= 0.0:
        return (0.0, 0.0, 0.0, 0.0)
    t = py / SIZE
    base = tuple(TOP[i] + (BOTTOM[i] - TOP[i]) * t for i in range(3))
    color = (0.0, 0.0, 0.0, 0.0)
    color = over(color, base, square)
    color = over(color, GRID[:3], GRID[3] * coverage(grid_lines(px, py) / scale) * square)
    shadow = coverage((nine(px, py - 5.0) - 2.0) / scale, softness=8.0 / scale)
    color = over(color, SHADOW[:3], SHADOW[3] * shadow * square)
    color = over(color, DIGIT, coverage(nine(px, py) / scale))
    return color


def to_bytes(color):
    return tuple(int(round(v)) for v in color[:3]) + (int(round(color[3] * 255)),)


def pixel(x, y, size):
    """The 8-bit RGBA pixel (x, y) of the icon drawn `size` pixels wide."""
    scale = SIZE / size
    # One sample per pixel at 256 and above keeps icon-256.png exactly as it always was;
    # below that, k x k samples (up to 4 x 4) averaged with premultiplied alpha.
    k = min(4, max(1, SIZE // size))
    if k == 1:
        return to_bytes(sample((x + 0.5) * scale, (y + 0.5) * scale, scale))
    sub = scale / k
    acc = [0.0, 0.0, 0.0, 0.0]
    for j in range(k):
        for i in range(k):
            r, g, b, a = sample((x + (i + 0.5) / k) * scale, (y + (j + 0.5) / k) * scale, sub)
            acc[0] += r * a
            acc[1] += g * a
            acc[2] += b * a
            acc[3] += a
    if acc[3] <= 0.0:
        return (0, 0, 0, 0)
    n = k * k
    return to_bytes((acc[0] / acc[3], acc[1] / acc[3], acc[2] / acc[3], acc[3] / n))


def png(width, height, rows):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + bytes(v for px in row for v in px) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def render(size):
    """The icon at `size` x `size` pixels, as PNG bytes."""
    rows = [[pixel(x, y, size) for x in range(size)] for y in range(size)]
    return png(size, size, rows)


def ico(images):
    """A Windows .ico file holding the given {size: PNG bytes} images.

    Every entry is stored as PNG, which Windows has read in icons since Vista and which
    resource compilers (rc.exe, windres) copy through untouched; it keeps the file small.
    Layout: ICONDIR (reserved 0, type 1 = icon, count), one 16-byte ICONDIRENTRY per image
    (width and height with 0 meaning 256, colour count 0, reserved 0, planes 1, 32 bits per
    pixel, data size, data offset), then the image data in the same order.
    """
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = images[size]
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
    print(f"wrote {path}")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    rendered = {size: render(size) for size in sorted(set(ICON_SIZES) | set(ICO_SIZES))}
    write(os.path.join(here, "icon-256.png"), rendered[256])
    for size in ICON_SIZES:
        name = os.path.join("icons", "hicolor", f"{size}x{size}", "apps", "nonet.png")
        write(os.path.join(here, name), rendered[size])
    write(os.path.join(here, "nonet.ico"), ico({size: rendered[size] for size in ICO_SIZES}))


if __name__ == "__main__":
    main()
