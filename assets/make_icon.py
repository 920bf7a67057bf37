#!/usr/bin/env python3
"""Draws the Nonet app icon (assets/icon-256.png) with the Python standard library only.

A blue rounded square, a faint 3x3 grid, and a bold geometric "9" with a soft shadow.
Shapes are signed distance functions, so edges are anti-aliased without supersampling.

Run: python3 assets/make_icon.py
"""

import math
import os
import struct
import zlib

SIZE = 256
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


def pixel(x, y):
    px, py = x + 0.5, y + 0.5
    square = coverage(rounded_square(px, py))
    if square <= 0.0:
        return (0, 0, 0, 0)
    t = py / SIZE
    base = tuple(TOP[i] + (BOTTOM[i] - TOP[i]) * t for i in range(3))
    color = (0.0, 0.0, 0.0, 0.0)
    color = over(color, base, square)
    color = over(color, GRID[:3], GRID[3] * coverage(grid_lines(px, py)) * square)
    shadow = coverage(nine(px, py - 5.0) - 2.0, softness=8.0)
    color = over(color, SHADOW[:3], SHADOW[3] * shadow * square)
    color = over(color, DIGIT, coverage(nine(px, py)))
    return tuple(int(round(v)) for v in color[:3]) + (int(round(color[3] * 255)),)


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


def main():
    rows = [[pixel(x, y) for x in range(SIZE)] for y in range(SIZE)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "icon-256.png")
    with open(out, "wb") as f:
        f.write(png(SIZE, SIZE, rows))
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
