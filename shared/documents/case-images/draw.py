#!/usr/bin/env python3
"""Draws the 23 default images of the case for support document as plain SVG 1.1.

Every picture is composed here from a handful of flat shapes (people, trees, books, buildings)
in one palette, and written to `NN-short-name.svg` beside this file. The SVG files are what the
product ships; this script is how they were drawn, kept so the set can be redrawn consistently
(`python3 draw.py`), for example after a palette change. Standard library only.
"""

from __future__ import annotations

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------------------------
# Palette (sits on the document's default background #f4ede2, headings #8c2104, body #301d17)
# ---------------------------------------------------------------------------------------------
CREAM = "#f4ede2"
CREAM_L = "#fbf6ee"
SAND = "#ecdcc2"
SAND_D = "#dcc19c"
TERRA = "#c4622d"
TERRA_D = "#8c2104"
TERRA_L = "#e08a5a"
PEACH = "#f2b48c"
ROSE = "#d98b7a"
OCHRE = "#d9a13b"
OCHRE_D = "#b07d22"
OCHRE_L = "#f0cf7e"
TEAL = "#2f7f7a"
TEAL_D = "#1d5552"
TEAL_L = "#86bdb3"
TEAL_XL = "#cfe3dc"
BROWN = "#301d17"
BROWN_M = "#6b3f2a"
BROWN_L = "#a0694a"
SAGE = "#93a66b"
SAGE_D = "#6c8450"
SAGE_L = "#c5cf9c"
WHITE = "#fffaf2"

SKINS = ["#f3d2b3", "#e2b08a", "#c68a5f", "#9a603c", "#6e4127"]
HAIRS = {"black": "#1f130f", "dark": "#301d17", "brown": "#6b3f2a", "auburn": "#a0552f",
         "grey": "#d6cabb", "blond": "#c9a25e"}


def f(v: float) -> str:
    """A coordinate, short: integers without a decimal point, others to one decimal."""
    r = round(v, 1)
    if r == int(r):
        return str(int(r))
    return str(r)


def pts(points) -> str:
    return " ".join(f"{f(x)},{f(y)}" for x, y in points)


def attrs(fill=None, stroke=None, sw=None, op=None, cap=None, join=None, extra=""):
    a = []
    if fill is not None:
        a.append(f'fill="{fill}"')
    if stroke is not None:
        a.append(f'stroke="{stroke}"')
    if sw is not None:
        a.append(f'stroke-width="{f(sw)}"')
    if cap:
        a.append(f'stroke-linecap="{cap}"')
    if join:
        a.append(f'stroke-linejoin="{join}"')
    if op is not None:
        a.append(f'opacity="{op}"')
    if extra:
        a.append(extra)
    return " ".join(a)


def rect(x, y, w, h, fill, rx=0, op=None, stroke=None, sw=None):
    r = f' rx="{f(rx)}"' if rx else ""
    return f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}"{r} {attrs(fill, stroke, sw, op)}/>'


def circ(cx, cy, r, fill, op=None, stroke=None, sw=None):
    return f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" {attrs(fill, stroke, sw, op)}/>'


def ell(cx, cy, rx, ry, fill, op=None, rot=None):
    t = f' transform="rotate({f(rot)} {f(cx)} {f(cy)})"' if rot else ""
    return f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}"{t} {attrs(fill, op=op)}/>'


def poly(points, fill, op=None, stroke=None, sw=None, join=None):
    return f'<polygon points="{pts(points)}" {attrs(fill, stroke, sw, op, join=join)}/>'


def line(points, stroke, sw, cap="round", op=None, join="round"):
    return f'<polyline points="{pts(points)}" {attrs("none", stroke, sw, op, cap, join)}/>'


def path(d, fill, op=None, stroke=None, sw=None, cap=None, join=None):
    return f'<path d="{d}" {attrs(fill, stroke, sw, op, cap, join)}/>'


def g(items, transform=None, op=None):
    t = f' transform="{transform}"' if transform else ""
    o = f' opacity="{op}"' if op is not None else ""
    return f"<g{t}{o}>" + "".join(items) + "</g>"


class Svg:
    def __init__(self, num: int, w: int, h: int):
        self.num, self.w, self.h = num, w, h
        self.defs: list[str] = []
        self.body: list[str] = []

    def gid(self, name: str) -> str:
        return f"i{self.num:02d}-{name}"

    def lgrad(self, name, stops, x1=0, y1=0, x2=0, y2=1):
        gid = self.gid(name)
        s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
        self.defs.append(
            f'<linearGradient id="{gid}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}">{s}</linearGradient>')
        return f"url(#{gid})"

    def rgrad(self, name, stops, cx=0.5, cy=0.5, r=0.5):
        gid = self.gid(name)
        s = "".join(f'<stop offset="{o}" stop-color="{c}" stop-opacity="{op}"/>' for o, c, op in stops)
        self.defs.append(f'<radialGradient id="{gid}" cx="{cx}" cy="{cy}" r="{r}">{s}</radialGradient>')
        return f"url(#{gid})"

    def add(self, *items):
        for it in items:
            if isinstance(it, (list, tuple)):
                self.body.extend(it)
            else:
                self.body.append(it)

    def render(self, title: str) -> str:
        d = f"<defs>{''.join(self.defs)}</defs>" if self.defs else ""
        body = "\n".join(self.body)
        return (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 {self.w} {self.h}" '
                f'width="{self.w}" height="{self.h}">\n<title>{title}</title>\n{d}\n{body}\n</svg>\n')


# ---------------------------------------------------------------------------------------------
# People: drawn in local units (feet at 0,0, a standing adult 100 tall), placed with a transform.
# Arms are polylines from the shoulder in standing coordinates; a sitting figure shifts its upper
# body down by SIT_DROP and bends its legs toward +x (flip mirrors the whole figure).
# ---------------------------------------------------------------------------------------------
SIT_DROP = 12
ARM_DOWN_L = [(-11, -72), (-14, -58), (-14, -45)]
ARM_DOWN_R = [(11, -72), (14, -58), (14, -45)]
# Arms reaching forward, hidden by the torso of a figure seen from behind.
ARMS_FORWARD = ([(-10, -72), (-9, -60), (-6, -50)], [(10, -72), (9, -60), (6, -50)])


def hair_shape(style, hx, hy, r, color, skin, behind: bool, back=False):
    o = []
    if behind:
        if style == "long":
            o.append(path(f"M{f(hx-r-2)},{f(hy-1)} Q{f(hx-r-3)},{f(hy+r+9)} {f(hx-r+1)},{f(hy+r+12)} "
                          f"L{f(hx+r-1)},{f(hy+r+12)} Q{f(hx+r+3)},{f(hy+r+9)} {f(hx+r+2)},{f(hy-1)} Z", color))
        elif style == "afro":
            o.append(circ(hx, hy - 2.5, r + 4.5, color))
        elif style == "curly":
            for dx, dy, rr in [(-6, -5, 5), (0, -8, 5.5), (6, -5, 5), (-8, 1, 4), (8, 1, 4)]:
                o.append(circ(hx + dx, hy + dy, rr, color))
        elif style == "ponytail":
            o.append(ell(hx + r + 2, hy + 3, 3.2, 8, color, rot=-18))
        elif style == "bun":
            o.append(circ(hx, hy - r - 2.5, 4.2, color))
        return o
    # in front of the head
    if style == "scarf":
        o.append(path(f"M{f(hx-r-3)},{f(hy+1)} A{f(r+3)},{f(r+3)} 0 0 1 {f(hx+r+3)},{f(hy+1)} "
                      f"Q{f(hx+r+3)},{f(hy+r+2)} {f(hx+13)},{f(hy+16)} Q{f(hx)},{f(hy+20)} {f(hx-13)},{f(hy+16)} "
                      f"Q{f(hx-r-3)},{f(hy+r+2)} {f(hx-r-3)},{f(hy+1)} Z", color))
        if not back:
            o.append(ell(hx, hy + 1.4, r - 2.2, r - 1.2, skin))
        return o
    if back:
        if style == "bald":
            o.append(path(f"M{f(hx-r)},{f(hy+1)} A{f(r)},{f(r)} 0 0 0 {f(hx+r)},{f(hy+1)} "
                          f"Q{f(hx)},{f(hy+3)} {f(hx-r)},{f(hy+1)} Z", color))
        elif style == "cap":
            o.append(circ(hx, hy, r + 0.6, color))
        else:
            o.append(circ(hx, hy - 0.6, r + 0.8, color))
        return o
    if style in ("short", "long", "ponytail", "bun", "grey", "side"):
        o.append(path(f"M{f(hx-r-0.8)},{f(hy+1.5)} A{f(r+0.8)},{f(r+0.8)} 0 0 1 {f(hx+r+0.8)},{f(hy+1.5)} "
                      f"Q{f(hx+r*0.3)},{f(hy-r*0.55)} {f(hx-r*0.6)},{f(hy-r*0.15)} "
                      f"Q{f(hx-r*0.85)},{f(hy+0.2)} {f(hx-r-0.8)},{f(hy+1.5)} Z", color))
    elif style == "crop":
        o.append(path(f"M{f(hx-r-0.5)},{f(hy-0.5)} A{f(r+0.5)},{f(r+0.5)} 0 0 1 {f(hx+r+0.5)},{f(hy-0.5)} "
                      f"Q{f(hx)},{f(hy-r*0.45)} {f(hx-r-0.5)},{f(hy-0.5)} Z", color))
    elif style == "bald":
        o.append(path(f"M{f(hx-r-0.5)},{f(hy+2)} Q{f(hx-r-1)},{f(hy-3)} {f(hx-r+2)},{f(hy-2)} L{f(hx-r+1)},{f(hy+3)} Z", color))
        o.append(path(f"M{f(hx+r+0.5)},{f(hy+2)} Q{f(hx+r+1)},{f(hy-3)} {f(hx+r-2)},{f(hy-2)} L{f(hx+r-1)},{f(hy+3)} Z", color))
    elif style == "cap":
        o.append(path(f"M{f(hx-r-0.6)},{f(hy-0.5)} A{f(r+0.6)},{f(r+0.6)} 0 0 1 {f(hx+r+0.6)},{f(hy-0.5)} Z", color))
        o.append(rect(hx - r - 1, hy - 1.6, 2 * r + 8, 3, color, rx=1.5))
    return o


def arms_of(left, right, skin, top, sleeves):
    o = []
    for arm in (left, right):
        if sleeves == "short":
            mid = ((arm[0][0] + arm[1][0]) / 2, (arm[0][1] + arm[1][1]) / 2)
            o.append(line(arm, skin, 5.4))
            o.append(line([arm[0], mid], top, 6.4))
        else:
            o.append(line(arm, top, 6.2))
        hx2, hy2 = arm[-1]
        o.append(circ(hx2, hy2, 3.4, skin))
    return o


def person(x, y, s, skin, hair="dark", style="short", top=TEAL, bottom=BROWN, pose="stand",
           arms=None, dress=False, flip=False, child=False, shoes=BROWN, sleeves="long", hold=None,
           legs_color=None, back=False, hold_under=None):
    """A person with feet at (x, y), s times 1 unit per 1/100 of a standing adult's height.

    pose: stand, walk, sit (on a seat, legs toward +x), floor (sitting cross-legged), bust (no legs:
    for a figure behind a table or a sofa). arms: (left polyline, right polyline) in standing
    coordinates from the shoulders; hold: extra shapes in local coordinates drawn over the hands,
    hold_under: under the arms. back: seen from behind (hair over the whole head, no collar).
    """
    hc = HAIRS.get(hair, hair)
    o = []
    drop = {"sit": SIT_DROP, "floor": 42}.get(pose, 0)
    hx, hy, r = 0, -88 + drop, (9.2 if child else 8)
    if child:
        hy += 1
    left, right = arms if arms else (ARM_DOWN_L, ARM_DOWN_R)
    left = [(a, b + drop) for a, b in left]
    right = [(a, b + drop) for a, b in right]
    lc = legs_color or bottom
    # legs
    if pose == "sit":
        o.append(line([(-3, -36), (17, -36), (17, -3)], lc, 10))
        o.append(ell(20, -2.2, 6, 2.8, shoes))
    elif pose == "floor":
        o.append(ell(0, -6, 19, 7, lc))
        if not back:
            o.append(ell(-14, -4, 4.5, 3, shoes))
            o.append(ell(14, -4, 4.5, 3, shoes))
    elif pose == "walk":
        if dress:
            o.append(line([(-4, -30), (-11, -3)], skin, 6))
            o.append(line([(4, -30), (10, -3)], skin, 6))
        else:
            o.append(line([(-4, -46), (-11, -3)], lc, 8.5))
            o.append(line([(4, -46), (10, -3)], lc, 8.5))
        o.append(ell(-13, -1.8, 5.5, 2.6, shoes))
        o.append(ell(12, -1.8, 5.5, 2.6, shoes))
    elif pose == "stand":
        if dress:
            o.append(line([(-5, -30), (-5.5, -3)], skin, 6))
            o.append(line([(5, -30), (5.5, -3)], skin, 6))
        else:
            o.append(line([(-5, -46), (-5.5, -3)], lc, 8.5))
            o.append(line([(5, -46), (5.5, -3)], lc, 8.5))
        o.append(ell(-7, -1.8, 5.5, 2.6, shoes))
        o.append(ell(7, -1.8, 5.5, 2.6, shoes))
    # hair behind the head
    o += hair_shape(style, hx, hy, r, hc, skin, True)
    # neck
    o.append(rect(-3, -82 + drop, 6, 7, skin))
    if back:
        o += arms_of(left, right, skin, top, sleeves)
    # torso
    t = -78 + drop
    if dress and pose in ("stand", "walk"):
        o.append(path(f"M-12,{t+8} Q-12,{t} -4,{t} L4,{t} Q12,{t} 12,{t+8} L11,{t+30} L17,-26 "
                      f"Q0,-22 -17,-26 L-11,{t+30} Z", top))
    elif dress and pose == "sit":
        o.append(path(f"M-12,{t+8} Q-12,{t} -4,{t} L4,{t} Q12,{t} 12,{t+8} L12,{t+36} L-12,{t+36} Z", top))
        o.append(line([(-3, -38), (17, -36)], top, 12, cap="butt"))
    else:
        o.append(path(f"M-12,{t+8} Q-12,{t} -4,{t} L4,{t} Q12,{t} 12,{t+8} L11,{t+33} L-11,{t+33} Z", top))
    # V of the collar
    if not back:
        o.append(path(f"M-3.2,{t} L0,{t+4} L3.2,{t} Z", skin))
    if hold_under:
        o += hold_under
    if not back:
        o += arms_of(left, right, skin, top, sleeves)
    # head and hair in front
    o.append(circ(hx, hy, r, skin))
    o += hair_shape(style, hx, hy, r, hc, skin, False, back)
    if hold:
        o += hold
    tr = f"translate({f(x)} {f(y)}) scale({'-' if flip else ''}{s} {s})"
    return g(o, tr)


# ---------------------------------------------------------------------------------------------
# Scenery
# ---------------------------------------------------------------------------------------------
def tree(x, ground, h, crown=SAGE, crown_d=SAGE_D, trunk=BROWN_M, kind="round"):
    o = []
    tw = h * 0.07
    o.append(path(f"M{f(x-tw)},{f(ground)} L{f(x-tw*0.6)},{f(ground-h*0.55)} L{f(x+tw*0.6)},{f(ground-h*0.55)} "
                  f"L{f(x+tw)},{f(ground)} Z", trunk))
    if kind == "round":
        cr = h * 0.33
        cy = ground - h + cr
        o.append(circ(x + cr * 0.5, cy + cr * 0.35, cr * 0.72, crown_d))
        o.append(circ(x - cr * 0.12, cy, cr, crown))
        o.append(circ(x - cr * 0.62, cy + cr * 0.4, cr * 0.6, crown))
        o.append(path(f"M{f(x+cr*0.3)},{f(cy-cr*0.95)} A{f(cr)},{f(cr)} 0 0 1 {f(x+cr*0.85)},{f(cy+cr*0.3)} "
                      f"Q{f(x+cr*0.5)},{f(cy-cr*0.3)} {f(x+cr*0.3)},{f(cy-cr*0.95)} Z", crown_d, op=0.45))
    elif kind == "pine":
        for i in range(3):
            w = h * (0.32 - i * 0.07)
            top = ground - h + i * h * 0.2
            o.append(poly([(x, top), (x + w, top + h * 0.42), (x - w, top + h * 0.42)], crown if i % 2 else crown_d))
    elif kind == "tall":
        cr = h * 0.2
        o.append(ell(x, ground - h + h * 0.38, cr, h * 0.38, crown))
        o.append(path(f"M{f(x)},{f(ground-h)} Q{f(x+cr*1.3)},{f(ground-h*0.62)} {f(x)},{f(ground-h*0.24)} "
                      f"Q{f(x+cr*0.6)},{f(ground-h*0.62)} {f(x)},{f(ground-h)} Z", crown_d, op=0.6))
    return "".join(o)


def bush(x, ground, w, c1=SAGE, c2=SAGE_D):
    r = w / 4
    return "".join([circ(x - r * 1.1, ground - r * 0.7, r, c1), circ(x + r * 1.1, ground - r * 0.7, r, c2),
                    circ(x, ground - r * 1.2, r * 1.25, c1),
                    rect(x - r * 2.1, ground - r * 0.7, r * 4.2, r * 0.7, c1)])


def cloud(x, y, s, color=WHITE, op=0.85):
    return g([ell(0, 0, 60, 22, color), circ(-22, -12, 24, color), circ(14, -20, 30, color),
              circ(42, -6, 20, color)], f"translate({f(x)} {f(y)}) scale({s})", op=op)


def sun(x, y, r, core=OCHRE_L, halo=OCHRE_L):
    return "".join([circ(x, y, r * 1.55, halo, op=0.25), circ(x, y, r * 1.25, halo, op=0.35), circ(x, y, r, core)])


def windows(x, y, cols, rows, w, h, gx, gy, color, frame=None):
    o = []
    for c in range(cols):
        for rr in range(rows):
            wx, wy = x + c * (w + gx), y + rr * (h + gy)
            o.append(rect(wx, wy, w, h, color, rx=min(w, h) * 0.08))
            if frame:
                o.append(rect(wx + w / 2 - 1.5, wy, 3, h, frame))
    return "".join(o)


def house(x, ground, w, h, wall, roof, door=BROWN_M, win=CREAM_L):
    o = [rect(x, ground - h, w, h, wall),
         poly([(x - w * 0.08, ground - h), (x + w / 2, ground - h - w * 0.42), (x + w * 1.08, ground - h)], roof),
         rect(x + w * 0.4, ground - h * 0.5, w * 0.2, h * 0.5, door, rx=w * 0.02),
         rect(x + w * 0.12, ground - h * 0.72, w * 0.18, h * 0.24, win),
         rect(x + w * 0.7, ground - h * 0.72, w * 0.18, h * 0.24, win)]
    return "".join(o)


def book(x, y, w, h, cover, pages=CREAM_L, rot=0):
    """A closed book lying flat, seen from its spine side: cover colour with a page edge."""
    o = [rect(0, 0, w, h, cover, rx=h * 0.12), rect(w * 0.04, h * 0.28, w * 0.92, h * 0.44, pages),
         rect(w * 0.04, h * 0.46, w * 0.92, h * 0.06, SAND_D)]
    tr = f"translate({f(x)} {f(y)})" + (f" rotate({f(rot)})" if rot else "")
    return g(o, tr)


def spine(x, y, w, h, color, band=OCHRE_L):
    """An upright book on a shelf."""
    return "".join([rect(x, y, w, h, color, rx=w * 0.12), rect(x, y + h * 0.14, w, h * 0.05, band, op=0.9),
                    rect(x, y + h * 0.8, w, h * 0.05, band, op=0.9)])


def open_book(cx, cy, w, cover=TERRA, page=WHITE, lines=SAND_D, rot=0):
    """An open book seen from the front, centred at (cx, cy), w wide."""
    h = w * 0.62
    o = [path(f"M{f(-w/2-3)},{f(-h/2+6)} L{f(-w/2-3)},{f(h/2+4)} L{f(w/2+3)},{f(h/2+4)} L{f(w/2+3)},{f(-h/2+6)} Z", cover),
         path(f"M0,{f(-h/2+6)} Q{f(-w/4)},{f(-h/2-4)} {f(-w/2)},{f(-h/2+2)} L{f(-w/2)},{f(h/2)} "
              f"Q{f(-w/4)},{f(h/2-8)} 0,{f(h/2+2)} Z", page),
         path(f"M0,{f(-h/2+6)} Q{f(w/4)},{f(-h/2-4)} {f(w/2)},{f(-h/2+2)} L{f(w/2)},{f(h/2)} "
              f"Q{f(w/4)},{f(h/2-8)} 0,{f(h/2+2)} Z", page)]
    if lines:
        for i in range(4):
            yy = -h / 2 + 10 + i * h * 0.19
            o.append(line([(-w * 0.42, yy + 2), (-w * 0.08, yy + 4)], lines, max(1.2, w * 0.025)))
            o.append(line([(w * 0.08, yy + 4), (w * 0.42, yy + 2)], lines, max(1.2, w * 0.025)))
    tr = f"translate({f(cx)} {f(cy)})" + (f" rotate({f(rot)})" if rot else "")
    return g(o, tr)


def leaf(x, y, length, angle, width, color, rib=None):
    """A pointed leaf from its stalk at (x, y), length long, angle in degrees from upright."""
    o = [path(f"M0,0 Q{f(width)},{f(-length*0.45)} 0,{f(-length)} Q{f(-width)},{f(-length*0.45)} 0,0 Z", color)]
    if rib:
        o.append(line([(0, -length * 0.1), (0, -length * 0.8)], rib, max(2, width * 0.12), op=0.7))
    return g(o, f"translate({f(x)} {f(y)}) rotate({f(angle)})")


def bunting(x1, y1, x2, y2, sag, n, colors, size=40):
    o = [path(f"M{f(x1)},{f(y1)} Q{f((x1+x2)/2)},{f((y1+y2)/2+2*sag)} {f(x2)},{f(y2)}", "none", stroke=BROWN_M, sw=3)]
    for i in range(n):
        t = (i + 0.5) / n
        # point on the quadratic curve
        cx, cy = (x1 + x2) / 2, (y1 + y2) / 2 + 2 * sag
        px = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t * t * x2
        py = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t * t * y2
        o.append(poly([(px - size / 2, py), (px + size / 2, py), (px, py + size * 1.15)], colors[i % len(colors)]))
    return "".join(o)


# ---------------------------------------------------------------------------------------------
# The 23 pictures
# ---------------------------------------------------------------------------------------------
IMAGES = []  # (order, file, alt, function)


def image(order, file, alt):
    def wrap(fn):
        IMAGES.append((order, file, alt, fn))
        return fn
    return wrap


def hold_book(color, x=0, y=-58, w=20, rot=0):
    return [g([rect(-w / 2, -w * 0.35, w, w * 0.7, color, rx=1.5), rect(-w / 2 + 1.5, -w * 0.35 + 1.5, w - 3, 2, CREAM_L)],
              f"translate({f(x)} {f(y)}) rotate({rot})")]


@image(1, "01-cover-community.svg",
       "A diverse group of neighbours of all ages stands together on a riverside green beneath a warm sun and festive bunting.")
def img01(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("sky", [(0, "#f6d9b4"), (0.6, CREAM)])))
    s.add(sun(1130, 430, 190))
    s.add(cloud(330, 300, 1.6), cloud(1420, 210, 1.1))
    # far hills and town
    s.add(path("M0,700 Q300,600 620,660 T1200,640 T1600,620 L1600,900 L0,900 Z", SAND_D))
    town = []
    for i, (bx, bw, bh, c) in enumerate([(180, 90, 120, TERRA_L), (280, 70, 170, PEACH), (360, 110, 110, ROSE),
                                         (820, 80, 150, TERRA_L), (910, 120, 100, PEACH), (1040, 70, 190, ROSE),
                                         (1120, 100, 130, TERRA_L), (1230, 80, 95, PEACH)]):
        town.append(rect(bx, 720 - bh, bw, bh + 60, c))
        town.append(windows(bx + 14, 735 - bh, max(1, int(bw // 32)), max(1, int(bh // 45)), 12, 18, 14, 22, CREAM_L))
    # library with a pediment
    town.append(rect(520, 600, 220, 180, CREAM_L))
    town.append(poly([(505, 600), (630, 540), (755, 600)], TERRA))
    for i in range(5):
        town.append(rect(540 + i * 42, 620, 16, 140, SAND_D))
    town.append(rect(510, 760, 240, 20, SAND_D))
    s.add(g(town, op=0.9))
    s.add(tree(460, 790, 150, TEAL_L, TEAL), tree(790, 790, 120, SAGE, SAGE_D), tree(1330, 780, 170, TEAL_L, TEAL))
    # river
    s.add(path("M0,790 Q400,760 800,800 T1600,780 L1600,880 Q1200,900 800,870 T0,880 Z", TEAL_L))
    s.add(path("M120,820 L300,815 M700,835 L900,840 M1200,820 L1400,818", "none", stroke=TEAL_XL, sw=6, cap="round"))
    # green
    s.add(path("M0,860 Q500,820 900,860 T1600,850 L1600,1200 L0,1200 Z", SAGE_L))
    s.add(path("M0,960 Q600,900 1100,950 T1600,930 L1600,1200 L0,1200 Z", SAGE))
    s.add(bunting(-20, 90, 1620, 60, 70, 16, [TERRA, OCHRE, TEAL, ROSE]))
    # people, a back row a little smaller and a front row
    back_row = [
        (300, 1045, 2.8, SKINS[3], "dark", "crop", TERRA, BROWN, {}),
        (690, 1040, 2.9, SKINS[1], "brown", "short", TEAL_D, SAND_D,
         {"arms": ([(-11, -72), (-20, -84), (-26, -104)], ARM_DOWN_R)}),
        (960, 1045, 2.85, SKINS[0], "blond", "long", OCHRE, TEAL_D, {}),
        (1290, 1040, 2.9, SKINS[2], "grey", "bald", OCHRE_D, BROWN, {}),
    ]
    front_row = [
        (160, 1150, 3.3, SKINS[0], "grey", "bun", TEAL, BROWN_M, {"dress": True}),
        (440, 1160, 2.2, SKINS[1], "auburn", "ponytail", OCHRE, TEAL_D,
         {"child": True, "dress": True, "arms": ([(-11, -72), (-15, -58), (-15, -45)], [(11, -72), (22, -70), (34, -68)])}),
        (560, 1150, 3.4, SKINS[4], "black", "afro", OCHRE_L, BROWN,
         {"arms": ([(-11, -72), (-15, -57), (-13.5, -41.5)], ARM_DOWN_R)}),
        (800, 1155, 3.3, SKINS[2], "dark", "scarf", ROSE, TEAL_D,
         {"dress": True, "arms": (ARM_DOWN_L, [(11, -72), (5, -60), (-3, -58)]),
          "hold": hold_book(TEAL, -3, -58, 18, -10)}),
        (1000, 1160, 2.1, SKINS[3], "dark", "curly", TERRA_L, BROWN_M,
         {"child": True, "arms": ([(-11, -72), (-19, -84), (-22, -100)], [(11, -72), (19, -84), (22, -100)])}),
        (1150, 1150, 3.3, SKINS[1], "dark", "side", TERRA, TEAL_D, {}),
        (1440, 1155, 3.2, SKINS[3], "black", "bun", TEAL_L, BROWN, {"dress": True}),
    ]
    for row in (back_row, front_row):
        for x, y, sc, sk, hr, st, top, bot, kw in row:
            s.add(ell(x, y, 16 * sc, 3.5 * sc, SAGE_D, op=0.3))
            s.add(person(x, y, sc, sk, hr, st, top, bot, **kw))


@image(2, "02-contents-books.svg",
       "A tall stack of colourful books with a young plant growing from a pot on top, in front of a sunny arched window.")
def img02(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, SAND), (1, CREAM)])))
    # arched window
    s.add(path("M200,1080 L200,520 A400,400 0 0 1 1000,520 L1000,1080 Z", WHITE))
    s.add(path("M240,1060 L240,520 A360,360 0 0 1 960,520 L960,1060 Z", s.lgrad("glass", [(0, TEAL_XL), (0.7, "#f3e6cf")])))
    s.add(sun(760, 470, 110))
    s.add(cloud(420, 400, 1.1))
    s.add(path("M240,900 Q420,800 620,860 T960,820 L960,1060 L240,1060 Z", SAGE_L))
    s.add(path("M240,980 Q500,900 760,960 T960,950 L960,1060 L240,1060 Z", SAGE))
    s.add(tree(330, 930, 170, TEAL_L, TEAL), tree(880, 900, 130, SAGE, SAGE_D))
    s.add(rect(592, 170, 16, 900, WHITE), rect(240, 640, 720, 16, WHITE))
    s.add(rect(160, 1070, 880, 40, CREAM_L, rx=8), rect(170, 1105, 860, 14, SAND_D, op=0.6))
    # table
    s.add(rect(0, 1290, W, 310, BROWN_L), rect(0, 1290, W, 26, BROWN_M))
    s.add(path("M0,1390 Q300,1380 600,1400 T1200,1390 M0,1480 Q400,1470 800,1490 T1200,1480", "none", stroke=BROWN_M, sw=5, cap="round"))
    s.add(ell(600, 1298, 360, 22, BROWN_M, op=0.35))
    # the stack, bottom to top: (width, height, colour, x shift)
    stack = [(520, 96, TEAL_D, 0), (470, 84, TERRA, 18), (500, 78, OCHRE, -12), (430, 90, ROSE, 10),
             (470, 72, TEAL, -6), (400, 80, TERRA_D, 14), (440, 70, OCHRE_L, -4)]
    y = 1292
    for w, h, c, dx in stack:
        y -= h
        s.add(book(600 - w / 2 + dx, y, w, h, c))
    # pot and plant on top
    top = y
    s.add(path(f"M510,{top} L690,{top} L670,{top-130} L530,{top-130} Z", TERRA))
    s.add(rect(515, top - 150, 170, 34, TERRA_L, rx=6))
    base = top - 150
    for ang, ln, c in [(-62, 230, SAGE), (58, 240, SAGE_D), (-35, 300, SAGE_D), (32, 310, SAGE),
                       (-12, 360, SAGE), (10, 330, SAGE_D), (-80, 170, SAGE_D), (80, 170, SAGE)]:
        s.add(leaf(600 + ang * 0.4, base + 10, ln, ang, ln * 0.26, c, rib=SAGE_L))
    # mug and a pencil cup
    s.add(rect(880, 1150, 130, 150, TEAL, rx=18), path("M1010,1180 Q1070,1185 1060,1230 Q1052,1270 1010,1265", "none", stroke=TEAL, sw=16))
    s.add(path("M915,1120 Q895,1090 915,1060 T915,1000 M965,1120 Q945,1090 965,1060 T965,1000", "none", stroke=WHITE, sw=8, cap="round", op=0.8))
    s.add(rect(150, 1140, 120, 160, OCHRE, rx=12))
    for i, (dx, c, h) in enumerate([(20, TERRA, 110), (50, TEAL_D, 140), (80, BROWN_M, 95)]):
        s.add(line([(150 + dx, 1150), (150 + dx + (i - 1) * 10, 1150 - h)], c, 14, cap="round"))


@image(3, "03-letter-desk.svg",
       "A writing desk seen from above with a handwritten letter, a fountain pen, a cup of tea, reading glasses and a potted plant.")
def img03(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, BROWN_L))
    for i in range(9):
        y = 60 + i * 140
        s.add(path(f"M0,{y} Q300,{y-18} 600,{y+6} T1200,{y-8}", "none", stroke=BROWN_M, sw=6, op=0.35, cap="round"))
    # letter paper
    s.add(g([rect(14, 18, 560, 760, BROWN, op=0.25, rx=6), rect(0, 0, 560, 760, WHITE, rx=6),
             *[line([(60, 140 + i * 52), (500 - (i * 37) % 110, 140 + i * 52)], SAND_D, 9)
               for i in range(10)],
             line([(60, 80), (210, 80)], TERRA, 10),
             path("M320,690 q30,-60 50,-10 t40,0 t40,-20 t50,20", "none", stroke=TEAL_D, sw=7, cap="round", join="round")],
            "translate(330 210) rotate(-4)"))
    # fountain pen
    s.add(g([rect(0, -18, 330, 36, TEAL_D, rx=18), rect(250, -18, 24, 36, OCHRE), rect(40, -24, 120, 8, OCHRE, rx=4),
             path("M330,-14 L400,0 L330,14 Z", OCHRE_L), line([(340, 0), (392, 0)], OCHRE_D, 3)],
            "translate(760 930) rotate(-38)"))
    # cup of tea and saucer
    s.add(g([circ(0, 0, 150, CREAM_L), circ(0, 0, 150, SAND_D, op=0.25), circ(0, 0, 120, WHITE),
             rect(80, -20, 80, 40, TERRA, rx=20), circ(0, 0, 100, TERRA), circ(0, 0, 78, "#a3562a"),
             ell(-20, -25, 26, 12, PEACH, op=0.5)], "translate(990 240)"))
    # plant seen from above
    s.add(circ(150, 170, 140, TERRA), circ(150, 170, 115, BROWN_M))
    for a in range(0, 360, 45):
        rad = math.radians(a)
        s.add(ell(150 + math.cos(rad) * 85, 170 + math.sin(rad) * 85, 95, 38, SAGE if a % 90 else SAGE_D, rot=a))
    for a in range(22, 360, 90):
        rad = math.radians(a)
        s.add(ell(150 + math.cos(rad) * 50, 170 + math.sin(rad) * 50, 60, 26, SAGE_L, rot=a))
    # glasses
    s.add(g([circ(0, 0, 70, CREAM_L, op=0.4), circ(0, 0, 70, "none", stroke=BROWN, sw=12),
             circ(170, 0, 70, CREAM_L, op=0.4), circ(170, 0, 70, "none", stroke=BROWN, sw=12),
             path("M62,-10 Q85,-30 108,-10", "none", stroke=BROWN, sw=12), line([(-70, -6), (-150, -60)], BROWN, 10),
             line([(240, -6), (300, -70)], BROWN, 10)], "translate(150 900) rotate(18)"))
    # envelope with a seal
    s.add(g([rect(10, 14, 330, 210, BROWN, op=0.25, rx=6), rect(0, 0, 330, 210, CREAM_L, rx=6),
             path("M0,0 L165,120 L330,0", "none", stroke=SAND_D, sw=8, join="round"),
             circ(165, 120, 30, TERRA_D), circ(165, 120, 18, TERRA)], "translate(860 1030) rotate(10)"))


def chair(x, ground, s, color=OCHRE, flip=False):
    o = [rect(-16, -40, 34, 6, color, rx=2), rect(-16, -84, 6, 50, color, rx=2), rect(-15, -36, 4, 36, color),
         rect(13, -36, 4, 36, color)]
    return g(o, f"translate({f(x)} {f(ground)}) scale({'-' if flip else ''}{s} {s})")


def window(x, y, w, h, frame=WHITE, sky=None, inner=None):
    o = [rect(x - 16, y - 16, w + 32, h + 32, frame, rx=6), rect(x, y, w, h, sky or TEAL_XL)]
    if inner:
        o += inner
    o += [rect(x + w / 2 - 7, y, 14, h, frame), rect(x, y + h / 2 - 7, w, 14, frame),
          rect(x - 30, y + h + 10, w + 60, 24, frame, rx=6)]
    return "".join(o)


@image(4, "04-story-kitchen-table.svg",
       "Two people sit across a kitchen table sharing an open book over a pot of tea, beside a window with curtains.")
def img04(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, CREAM_L), (1, SAND)])))
    s.add(rect(0, 930, W, 270, SAND_D), rect(0, 930, W, 14, BROWN_L, op=0.5))
    # window with curtains
    s.add(window(560, 150, 480, 360, sky=s.lgrad("sky", [(0, TEAL_XL), (1, CREAM_L)]),
                 inner=[circ(930, 260, 60, OCHRE_L), path("M560,440 Q700,380 820,420 T1040,400 L1040,510 L560,510 Z", SAGE_L),
                        tree(660, 500, 150, SAGE, SAGE_D)]))
    s.add(path("M500,120 L640,120 Q600,330 660,560 L500,560 Z", TERRA_L), path("M1100,120 L960,120 Q1000,330 940,560 L1100,560 Z", TERRA_L))
    s.add(rect(470, 100, 660, 26, BROWN_M, rx=13))
    # a framed picture and a shelf
    s.add(rect(130, 200, 220, 170, BROWN_M, rx=6), rect(146, 216, 188, 138, TEAL_XL),
          path("M146,354 L220,270 L270,320 L300,290 L334,330 L334,354 Z", TEAL), circ(290, 250, 18, OCHRE))
    s.add(rect(1230, 330, 280, 18, BROWN_M), spine(1250, 220, 30, 110, TEAL), spine(1284, 236, 26, 94, OCHRE),
          spine(1314, 214, 34, 116, TERRA), rect(1400, 260, 70, 70, TERRA_L, rx=10),
          ell(1420, 250, 30, 16, SAGE, rot=-30), ell(1455, 245, 30, 16, SAGE_D, rot=30))
    # chairs, people, table
    sc = 5.6
    s.add(chair(430, 1080, sc, OCHRE), chair(1170, 1080, sc, OCHRE, flip=True))
    s.add(person(430, 1080, sc, SKINS[0], "grey", "bun", TEAL, BROWN_M, pose="sit",
                 arms=([(-11, -72), (4, -62), (22, -58)], [(11, -72), (24, -62), (36, -58)])))
    s.add(person(1170, 1080, sc, SKINS[3], "black", "crop", TERRA, TEAL_D, pose="sit", flip=True,
                 arms=([(-11, -72), (6, -62), (24, -58)], [(11, -72), (24, -62), (34, -58)])))
    s.add(rect(560, 740, 480, 30, BROWN_M, rx=8), rect(600, 770, 26, 310, BROWN_M), rect(974, 770, 26, 310, BROWN_M))
    s.add(rect(560, 740, 480, 12, BROWN_L, op=0.6))
    s.add(open_book(800, 705, 170, TEAL_D))
    # teapot and cups
    s.add(ell(985, 690, 52, 46, TEAL), rect(955, 632, 60, 14, TEAL_D, rx=7), circ(985, 628, 9, TEAL_D),
          path("M1035,690 Q1075,680 1080,650", "none", stroke=TEAL, sw=12, cap="round"),
          path("M935,670 Q905,690 935,715", "none", stroke=TEAL_D, sw=9))
    s.add(rect(615, 700, 46, 40, WHITE, rx=8), rect(612, 736, 52, 6, SAND_D, rx=3))


@image(5, "05-story-community-centre.svg",
       "People of all ages arrive at the open door of a welcoming brick community centre on a sunny day.")
def img05(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("sky", [(0, "#f3d9b8"), (1, CREAM)])))
    s.add(sun(260, 200, 100), cloud(1250, 180, 1.3), cloud(700, 120, 0.9))
    s.add(path("M0,760 Q400,690 800,740 T1600,720 L1600,1200 L0,1200 Z", SAGE_L))
    # building
    s.add(rect(380, 360, 840, 520, TERRA), poly([(340, 372), (800, 200), (1260, 372)], TERRA_D))
    s.add(rect(340, 360, 920, 24, BROWN_M, rx=6))
    for row in range(10):
        for col in range(12):
            if (row + col) % 3 == 0:
                s.add(rect(400 + col * 68 + (row % 2) * 30, 400 + row * 46, 44, 12, TERRA_D, op=0.25, rx=3))
    s.add(circ(800, 290, 46, CREAM_L), open_book(800, 292, 58, TEAL, lines=None))
    s.add(windows(420, 430, 2, 2, 100, 120, 36, 50, TEAL_XL, frame=WHITE), windows(944, 430, 2, 2, 100, 120, 36, 50, TEAL_XL, frame=WHITE))
    # door, open, with warm light
    s.add(rect(680, 560, 240, 320, BROWN_M, rx=10), rect(700, 580, 200, 300, OCHRE_L),
          poly([(700, 580), (760, 600), (760, 880), (700, 880)], TEAL), rect(680, 520, 240, 30, OCHRE, rx=8))
    s.add(rect(640, 880, 320, 26, SAND_D), rect(610, 906, 380, 26, SAND))
    # planters
    for x in (590, 1010):
        s.add(rect(x - 10, 820, 20 + 0, 60, BROWN_M), bush(x, 830, 120, SAGE, SAGE_D))
    s.add(tree(200, 900, 420, SAGE, SAGE_D), tree(1430, 900, 380, TEAL_L, TEAL))
    # path and people arriving
    s.add(path("M560,1200 L700,932 L900,932 L1040,1200 Z", SAND))
    s.add(person(300, 1150, 3.3, SKINS[2], "dark", "short", OCHRE, TEAL_D, pose="walk",
                 arms=([(-11, -72), (-18, -60), (-16, -46)], [(11, -72), (20, -62), (27, -56)])))
    s.add(person(420, 1165, 2.2, SKINS[2], "dark", "curly", TEAL_L, BROWN_M, pose="walk", child=True,
                 arms=([(-11, -72), (-19, -68), (-26, -67)], ARM_DOWN_R)))
    s.add(person(760, 1040, 2.5, SKINS[4], "grey", "crop", TEAL, BROWN, pose="walk", flip=True))
    s.add(person(1280, 1150, 3.3, SKINS[0], "auburn", "long", ROSE, BROWN, pose="walk", flip=True, dress=True,
                 arms=([(-11, -72), (-18, -60), (-18, -47)], [(11, -72), (6, -60), (-3, -57)]),
                 hold=hold_book(OCHRE, -3, -57, 18, 8)))
    s.add(person(1440, 1140, 3.2, SKINS[1], "brown", "cap", TERRA, SAND_D, pose="walk", flip=True))



def box(x, y, w, h, open_top=True, color=SAND_D, dark=OCHRE_D, books=()):
    """A cardboard box, front view, top-left at (x, y); books sticking out of it when open."""
    o = []
    for i, (c, bh) in enumerate(books):
        bw = w / (len(books) + 1)
        o.append(spine(x + bw * 0.5 + i * bw, y - bh * 0.45, bw * 0.8, bh, c))
    o.append(rect(x, y, w, h, color, rx=4))
    o.append(rect(x, y, w, h * 0.12, dark, op=0.25))
    o.append(rect(x + w * 0.42, y, w * 0.16, h * 0.45, OCHRE_L, op=0.6))
    if open_top:
        o.append(poly([(x, y), (x - w * 0.18, y - h * 0.22), (x + w * 0.08, y - h * 0.22), (x + w * 0.2, y)], color))
        o.append(poly([(x + w, y), (x + w * 1.18, y - h * 0.22), (x + w * 0.92, y - h * 0.22), (x + w * 0.8, y)], color))
    return "".join(o)


@image(6, "06-story-volunteers.svg",
       "Volunteers in matching teal shirts unpack boxes of books onto a long table in a community hall.")
def img06(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, CREAM_L), (1, SAND)])))
    s.add(rect(0, 960, W, 240, BROWN_L), rect(0, 960, W, 14, BROWN_M))
    for i in range(4):
        s.add(window(130 + i * 380, 70, 200, 180, sky=TEAL_XL,
                     inner=[path(f"M{130+i*380},{200} Q{230+i*380},{170} {330+i*380},{195} L{330+i*380},{250} L{130+i*380},{250} Z", SAGE_L)]))
    s.add(bunting(-20, 330, 1620, 330, 30, 14, [OCHRE, TEAL, TERRA, ROSE], size=40))
    vol = dict(top=TEAL, sleeves="short", bottom=BROWN)
    s.add(person(280, 960, 5.0, SKINS[4], "black", "crop",
                 arms=([(-11, -72), (-22, -84), (-24, -102)], [(11, -72), (18, -58), (20, -45)]),
                 hold=hold_book(OCHRE, -24, -106, 18, -12), **vol))
    s.add(person(620, 955, 4.8, SKINS[1], "auburn", "ponytail",
                 arms=([(-11, -72), (-20, -58), (-28, -46)], [(11, -72), (16, -58), (14, -45)]), **vol))
    s.add(person(980, 965, 5.1, SKINS[2], "dark", "scarf",
                 arms=([(-11, -72), (-20, -60), (-10, -52)], [(11, -72), (20, -60), (10, -52)]),
                 hold=[spine(-12, -66, 7, 20, TERRA), spine(-4, -68, 7, 22, TEAL_D), spine(4, -65, 7, 19, OCHRE),
                       circ(-10, -52, 3.4, SKINS[2]), circ(10, -52, 3.4, SKINS[2])], **vol))
    s.add(person(1320, 955, 4.9, SKINS[0], "grey", "short",
                 arms=([(-11, -72), (-20, -58), (-30, -48)], [(11, -72), (18, -58), (20, -46)]), **vol))
    # table with a cloth
    s.add(rect(60, 820, 1480, 30, BROWN_M, rx=6), rect(80, 850, 1440, 190, TERRA), rect(80, 850, 1440, 16, TERRA_D, op=0.3))
    s.add(rect(120, 1040, 26, 120, BROWN_M), rect(1454, 1040, 26, 120, BROWN_M))
    # books and boxes on the table, between the volunteers
    x = 90
    for c, w in [(TEAL_D, 26), (OCHRE, 30), (TERRA_D, 24), (ROSE, 32)]:
        s.add(spine(x, 820 - 110 + (w % 7) * 3, w, 110 - (w % 7) * 3, c))
        x += w + 3
    s.add(box(385, 690, 170, 130, books=[(TEAL_D, 110), (OCHRE, 90), (ROSE, 120)]))
    y = 820
    for c, w, h in [(TEAL, 170, 30), (OCHRE, 150, 26), (TERRA_D, 160, 28), (OCHRE_L, 140, 24)]:
        y -= h
        s.add(book(715 + (180 - w) / 2, y, w, h, c))
    s.add(box(1085, 710, 160, 110, books=[(OCHRE_L, 90), (TEAL, 110), (TERRA, 80)]))
    s.add(book(1395, 790, 130, 30, ROSE), book(1405, 762, 110, 28, TEAL_D))
    # a volunteer carrying one more box
    s.add(person(1480, 1190, 3.0, SKINS[3], "dark", "afro", TEAL, SAND_D, pose="walk", flip=True, sleeves="short",
                 arms=([(-11, -72), (-17, -62), (-13, -54)], [(11, -72), (17, -62), (13, -54)]),
                 hold=[box(-19, -68, 38, 28, open_top=False), circ(-13, -54, 3.4, SKINS[3]), circ(13, -54, 3.4, SKINS[3])]))


def pin(x, y, s, color=TERRA, dot=WHITE):
    return g([ell(0, 2, 18, 6, BROWN, op=0.2),
              path("M0,0 C-14,-22 -26,-36 -26,-56 A26,26 0 1 1 26,-56 C26,-36 14,-22 0,0 Z", color),
              circ(0, -56, 11, dot)], f"translate({f(x)} {f(y)}) scale({s})")


def village(x, y, s, n=3):
    o = []
    cols = [TERRA, OCHRE, ROSE, TERRA_L, TEAL]
    for i in range(n):
        dx = (i - (n - 1) / 2) * 44 + (i % 2) * 6
        dy = (i % 2) * 16
        c = cols[(i + int(x)) % len(cols)]
        o.append(rect(dx - 16, dy - 20, 32, 28, CREAM_L))
        o.append(poly([(dx - 21, dy - 19), (dx, dy - 40), (dx + 21, dy - 19)], c))
        o.append(rect(dx - 4, dy - 6, 8, 14, BROWN_M))
    return g(o, f"translate({f(x)} {f(y)}) scale({s})")


def forest(x, y, n, spread, r, seed=1, c1=SAGE_D, c2=TEAL):
    o = []
    for i in range(n):
        a = (i * 137.5 + seed * 31) % 360
        d = spread * ((i * 7 + seed) % 10) / 10
        cx, cy = x + math.cos(math.radians(a)) * d, y + math.sin(math.radians(a)) * d * 0.6
        o.append((cy, circ(cx, cy, r * (0.8 + ((i * 3) % 5) / 10), c1 if i % 3 else c2)))
    return "".join(c for _, c in sorted(o))


@image(7, "07-story-county-map.svg",
       "A map of a river county with fields, woods and villages, a winding river and road, and markers on four towns.")
def img07(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, SAGE_L))
    # field patches
    fields = [(120, 120, 260, 180, -8, OCHRE_L), (420, 60, 220, 160, 6, SAND), (1180, 80, 300, 200, -5, SAND),
              (1250, 360, 220, 170, 8, OCHRE_L), (90, 760, 280, 200, 5, SAND), (430, 900, 240, 200, -6, OCHRE_L),
              (1100, 860, 320, 220, 4, SAND), (760, 150, 200, 150, -10, "#b6c58c"), (60, 420, 180, 200, 12, "#b6c58c"),
              (900, 700, 160, 130, 10, "#b6c58c")]
    for x, y, w, h, rot, c in fields:
        o = [rect(0, 0, w, h, c, rx=18)]
        for k in range(1, 4):
            o.append(line([(14, h * k / 4), (w - 14, h * k / 4)], SAND_D, 4, op=0.5))
        s.add(g(o, f"translate({x} {y}) rotate({rot})"))
    # lake and river
    s.add(ell(1420, 640, 130, 80, TEAL_L))
    s.add(path("M-20,300 C200,320 330,480 520,520 S800,560 880,700 S1100,1000 1300,1060 S1500,1130 1620,1120",
               "none", stroke=TEAL_L, sw=70, cap="round"))
    s.add(path("M880,700 C980,660 1120,690 1300,640", "none", stroke=TEAL_L, sw=34, cap="round"))
    s.add(path("M-20,300 C200,320 330,480 520,520 S800,560 880,700 S1100,1000 1300,1060 S1500,1130 1620,1120",
               "none", stroke=TEAL, sw=10, cap="round", op=0.5))
    # road with a centre line
    road = "M-20,1000 C250,940 400,760 640,720 S900,420 1100,380 S1400,260 1620,230"
    s.add(path(road, "none", stroke=CREAM_L, sw=34, cap="round"))
    s.add(path(road, "none", stroke=OCHRE, sw=5).replace("/>", ' stroke-dasharray="24 18"/>'))
    s.add(rect(860, 556, 80, 60, BROWN_M, rx=6), rect(850, 548, 100, 14, BROWN_L, rx=6))
    # woods
    s.add(forest(300, 600, 14, 110, 34, 2), forest(1000, 230, 12, 100, 30, 5), forest(700, 1080, 10, 90, 30, 3),
          forest(1480, 950, 9, 80, 28, 7), forest(560, 300, 8, 70, 26, 4))
    # villages with markers
    for x, y, sc, n in [(640, 690, 1.5, 4), (230, 1000, 1.2, 3), (1130, 390, 1.3, 3), (1420, 220, 1.1, 3), (330, 250, 1.0, 2)]:
        s.add(village(x, y, sc, n))
    for x, y, c in [(640, 610, TERRA), (230, 930, TEAL_D), (1130, 320, OCHRE_D), (1420, 150, TERRA_D)]:
        s.add(pin(x, y, 1.5, c))
    # compass rose
    s.add(g([circ(0, 0, 62, CREAM_L, op=0.9), circ(0, 0, 62, "none", stroke=BROWN_M, sw=4),
             poly([(0, -56), (12, 0), (0, 56), (-12, 0)], BROWN_M), poly([(-56, 0), (0, 12), (56, 0), (0, -12)], BROWN_L),
             poly([(0, -56), (12, 0), (-12, 0)], TERRA_D), circ(0, 0, 8, CREAM_L)], "translate(1490 1070)"))


@image(8, "08-vision-path-sunrise.svg",
       "A family walks hand in hand along a winding path over green hills toward a rising sun.")
def img08(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("sky", [(0, "#f1d3b0"), (0.55, "#f7e2bf"), (1, CREAM)])))
    s.add(sun(1000, 430, 150, OCHRE_L, OCHRE_L))
    for i in range(14):
        a = math.radians(-180 + i * (180 / 13))
        x2, y2 = 1000 + math.cos(a) * 900, 430 + math.sin(a) * 900
        x3, y3 = 1000 + math.cos(a + 0.05) * 900, 430 + math.sin(a + 0.05) * 900
        s.add(poly([(1000, 430), (x2, y2), (x3, y3)], OCHRE_L, op=0.18))
    s.add(cloud(300, 180, 1.2), cloud(1380, 130, 0.9))
    for bx, by, bs in [(560, 200, 1.0), (620, 240, 0.8), (680, 190, 0.9)]:
        s.add(path(f"M{bx-18*bs},{by} Q{bx-8*bs},{by-12*bs} {bx},{by} Q{bx+8*bs},{by-12*bs} {bx+18*bs},{by}", "none",
                   stroke=BROWN_M, sw=4, cap="round"))
    s.add(path("M0,470 Q300,380 620,440 T1200,430 T1600,400 L1600,900 L0,900 Z", TEAL_L))
    s.add(path("M0,560 Q400,470 800,540 T1600,500 L1600,900 L0,900 Z", SAGE_L))
    s.add(path("M0,660 Q500,590 1000,650 T1600,640 L1600,900 L0,900 Z", SAGE))
    s.add(path("M0,780 Q600,720 1100,780 T1600,770 L1600,900 L0,900 Z", SAGE_D))
    # the path, widening toward the viewer
    s.add(path("M990,470 C1010,520 860,560 880,610 C900,680 1180,690 1100,760 C1040,820 760,840 700,900 "
               "L1040,900 C1100,840 1330,800 1300,740 C1260,660 960,650 930,610 C910,570 1010,520 990,470 Z", SAND))
    s.add(tree(250, 700, 260, SAGE, SAGE_D), tree(400, 720, 180, TEAL_L, TEAL), tree(1420, 690, 230, TEAL_L, TEAL),
          tree(1300, 620, 120, SAGE, SAGE_D), tree(700, 600, 90, SAGE, SAGE_D))
    fam = dict(pose="walk", back=True)
    s.add(person(1035, 815, 1.9, SKINS[1], "brown", "short", TERRA, BROWN,
                 arms=([(-11, -72), (-16, -60), (-20, -48)], ARM_DOWN_R), **fam))
    s.add(person(1085, 822, 1.25, SKINS[1], "dark", "ponytail", OCHRE, TEAL_D, child=True,
                 arms=([(-11, -72), (-18, -64), (-26, -56)], [(11, -72), (18, -62), (28, -56)]), **fam))
    s.add(person(1130, 812, 1.8, SKINS[3], "black", "long", TEAL, BROWN, dress=True,
                 arms=([(-11, -72), (-16, -60), (-20, -47)], ARM_DOWN_R), **fam))



def shelf_unit(x, y, w, h, rows, frame=BROWN_M, back=SAND, seed=0, gap=None):
    """A bookcase, top-left at (x, y), full of upright books."""
    cols = [TEAL, TERRA, OCHRE, TEAL_D, ROSE, OCHRE_L, TERRA_D, SAGE_D, TERRA_L]
    o = [rect(x, y, w, h, frame, rx=6), rect(x + 18, y + 18, w - 36, h - 36, back)]
    rh = (h - 36) / rows
    for r in range(rows):
        by = y + 18 + (r + 1) * rh
        bx = x + 24
        i = 0
        while True:
            k = (seed * 7 + r * 11 + i * 5) % 9
            bw = 22 + (k * 3) % 16
            bh = rh * (0.62 + ((k * 5) % 7) / 24)
            if gap is not None and r == gap[0] and gap[1] <= i < gap[2]:
                bx += bw + 3
                i += 1
                continue
            if bx + bw > x + w - 24:
                break
            if k == 4 and i > 1:
                # a book leaning against its neighbour
                o.append(g([spine(0, -bh, bw, bh, cols[(k + r) % 9])], f"translate({f(bx + bh * 0.3)} {f(by - 12)}) rotate(-17)"))
                bx += bh * 0.36 + bw
            else:
                o.append(spine(bx, by - 12 - bh, bw, bh, cols[(k * 2 + r * 3 + i * 4 + seed) % 9]))
                bx += bw + 3
            i += 1
        o.append(rect(x + 10, by - 12, w - 20, 14, frame))
    return "".join(o)


@image(9, "09-program-tutoring.svg",
       "A volunteer tutor points to a line in an open book as an adult learner reads beside them at a library table.")
def img09(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, CREAM_L), (1, SAND)])))
    s.add(shelf_unit(60, 80, 560, 720, 4, seed=1), shelf_unit(1000, 80, 540, 720, 4, seed=4))
    s.add(window(700, 150, 220, 420, sky=s.lgrad("sky", [(0, TEAL_XL), (1, CREAM_L)]),
                 inner=[circ(860, 250, 40, OCHRE_L), path("M700,480 Q800,430 920,470 L920,570 L700,570 Z", SAGE_L)]))
    # lamp hanging
    s.add(line([(810, 0), (810, 80)], BROWN, 6), path("M740,150 L880,150 L840,80 L780,80 Z", OCHRE), ell(810, 152, 70, 10, OCHRE_L))
    # table surface, then the book, then the two people behind, then the table's front
    s.add(rect(80, 900, 1440, 90, "#c08a62"))
    s.add(ell(800, 950, 260, 30, BROWN_M, op=0.2))
    s.add(open_book(800, 935, 340, TEAL_D))
    s.add(person(560, 1260, 8, SKINS[3], "dark", "short", OCHRE, BROWN, pose="bust",
                 arms=([(-11, -72), (-16, -56), (-8, -43)], [(11, -72), (20, -56), (26, -42)])))
    s.add(person(1040, 1260, 8, SKINS[0], "grey", "bun", TEAL, BROWN, pose="bust",
                 arms=([(-11, -72), (-22, -56), (-23, -42)], [(11, -72), (16, -56), (8, -43)])))
    s.add(rect(60, 980, 1480, 40, BROWN_M, rx=8), rect(80, 1020, 1440, 180, BROWN_L), rect(80, 1020, 1440, 24, BROWN_M, op=0.4))
    s.add(rect(200, 1080, 340, 120, BROWN_M, op=0.25, rx=10), rect(1060, 1080, 340, 120, BROWN_M, op=0.25, rx=10))
    # mug and pencils on the table
    s.add(rect(200, 880, 80, 90, TERRA, rx=12), path("M280,900 Q312,905 308,932 Q304,954 280,954", "none", stroke=TERRA, sw=11))
    s.add(line([(1240, 950), (1400, 920)], OCHRE, 13), line([(1260, 972), (1420, 962)], TEAL, 13))


def sofa(x, ground, w, color=TEAL, dark=TEAL_D):
    """A sofa, front view, centred at x; returns (back part, front part) to draw around the people."""
    back = [rect(x - w / 2, ground - 420, w, 280, color, rx=60),
            rect(x - w / 2 + 40, ground - 400, w / 2 - 50, 240, dark, op=0.18, rx=40),
            rect(x + 10, ground - 400, w / 2 - 50, 240, dark, op=0.18, rx=40)]
    front = [rect(x - w / 2 + 60, ground - 200, w - 120, 90, color, rx=22),
             rect(x - w / 2 + 60, ground - 200, w - 120, 18, CREAM_L, op=0.18, rx=9),
             rect(x - w / 2 - 30, ground - 300, 110, 230, dark, rx=40), rect(x + w / 2 - 80, ground - 300, 110, 230, dark, rx=40),
             rect(x - w / 2 - 10, ground - 115, w + 20, 60, dark, rx=14),
             rect(x - w / 2 + 10, ground - 60, 24, 60, BROWN_M), rect(x + w / 2 - 34, ground - 60, 24, 60, BROWN_M)]
    return back, front


@image(10, "10-program-family-reading.svg",
       "A parent reads a picture book with two children on a cosy sofa under the warm light of a floor lamp.")
def img10(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, "#f3e2c9"), (1, SAND)])))
    s.add(rect(0, 1040, W, 160, SAND_D), rect(0, 1040, W, 12, BROWN_L, op=0.5))
    s.add(ell(800, 1110, 620, 70, TERRA_L), ell(800, 1110, 520, 50, PEACH))
    # frames on the wall
    s.add(rect(470, 170, 260, 200, BROWN_M, rx=8), rect(488, 188, 224, 164, TEAL_XL),
          path("M488,352 L560,270 L620,320 L660,290 L712,340 L712,352 Z", SAGE), circ(670, 230, 22, OCHRE))
    s.add(rect(790, 210, 170, 170, BROWN_M, rx=8), rect(806, 226, 138, 138, OCHRE_L),
          path("M875,330 C810,290 830,240 875,270 C920,240 940,290 875,330 Z", TERRA))
    # lamp with its light
    s.add(poly([(1390, 360), (1230, 1040), (1600, 1040), (1520, 360)], OCHRE_L, op=0.25))
    s.add(rect(1446, 400, 12, 620, BROWN), ell(1452, 1030, 70, 14, BROWN), path("M1360,380 L1550,380 L1500,230 L1410,230 Z", OCHRE))
    # plant
    s.add(path("M140,1040 L260,1040 L280,900 L120,900 Z", TERRA))
    for ang, ln, c in [(-50, 240, SAGE), (-20, 320, SAGE_D), (10, 300, SAGE), (40, 250, SAGE_D), (-75, 180, SAGE_D), (70, 170, SAGE)]:
        s.add(leaf(200, 905, ln, ang, ln * 0.22, c, rib=SAGE_L))
    back, front = sofa(800, 1060, 980)
    s.add(back)
    book_hold = [open_book(0, -52, 36, TERRA_D), circ(-16, -48, 3.4, SKINS[1]), circ(16, -48, 3.4, SKINS[1])]
    s.add(person(800, 1152, 6.5, SKINS[1], "brown", "short", OCHRE, BROWN, pose="bust",
                 arms=([(-11, -72), (-18, -58), (-16, -48)], [(11, -72), (18, -58), (16, -48)]), hold=book_hold))
    s.add(person(575, 1067, 4.6, SKINS[1], "auburn", "ponytail", ROSE, TEAL_D, pose="bust", child=True,
                 arms=([(-11, -72), (-15, -58), (-12, -46)], [(11, -72), (20, -62), (27, -58)])))
    s.add(person(1025, 1067, 4.6, SKINS[1], "dark", "curly", TERRA, BROWN, pose="bust", child=True,
                 arms=([(-11, -72), (-20, -62), (-27, -58)], [(11, -72), (15, -58), (12, -46)])))
    s.add(front)
    # legs hanging from the seat, with shoes
    for x, c, ln, sh in [(550, TEAL_D, 100, BROWN), (600, TEAL_D, 100, BROWN), (765, BROWN, 150, BROWN_M),
                         (835, BROWN, 150, BROWN_M), (1000, BROWN, 100, TEAL_D), (1050, BROWN, 100, TEAL_D)]:
        s.add(line([(x, 880), (x, 880 + ln)], c, 38), ell(x, 880 + ln + 12, 30, 14, sh))


@image(11, "11-program-class.svg",
       "A teacher points to pictures on a board while a small class of adult learners follows along from their desks.")
def img11(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, CREAM_L), (1, SAND)])))
    s.add(rect(0, 900, W, 300, BROWN_L))
    # board
    s.add(rect(560, 150, 920, 520, BROWN_M, rx=12), rect(585, 175, 870, 470, TEAL_D))
    s.add(circ(720, 330, 70, "none", stroke=OCHRE_L, sw=10), poly([(860, 400), (940, 260), (1020, 400)], "none", stroke=PEACH, sw=10, join="round"))
    s.add(house(1090, 420, 150, 110, "none", "none").replace('fill="none"', 'fill="none" stroke="#fbf6ee" stroke-width="9"'))
    for i in range(3):
        y = 480 + i * 50
        s.add(path(f"M650,{y} q25,-30 50,0 t50,0 t50,0 M820,{y} q20,-25 40,0 t40,0", "none", stroke=CREAM_L, sw=8, cap="round"))
    s.add(rect(600, 665, 840, 22, BROWN_M, rx=6), rect(700, 650, 60, 16, CREAM_L, rx=4), rect(780, 652, 40, 14, OCHRE_L, rx=4))
    s.add(window(130, 160, 260, 320, sky=TEAL_XL, inner=[path("M130,400 Q260,350 390,390 L390,480 L130,480 Z", SAGE_L)]))
    # the teacher, pointing at the board
    s.add(person(470, 920, 4.6, SKINS[3], "black", "bun", TERRA, BROWN, dress=True,
                 arms=([(-11, -72), (-16, -58), (-14, -46)], [(11, -72), (26, -82), (40, -94)])))
    # learners seen from behind at their desks: a back row, then a front row
    for x, sk, hr, st, top in [(760, SKINS[0], "blond", "long", OCHRE), (1060, SKINS[2], "dark", "crop", TEAL),
                               (1340, SKINS[4], "black", "afro", ROSE)]:
        s.add(person(x, 1120, 3.8, sk, hr, st, top, BROWN, pose="bust", back=True, arms=ARMS_FORWARD))
    s.add(rect(620, 930, 900, 30, BROWN_M, rx=6), rect(640, 960, 860, 60, OCHRE_D, op=0.5))
    for x, sk, hr, st, top in [(420, SKINS[1], "brown", "short", TEAL_L), (860, SKINS[3], "dark", "scarf", OCHRE_L),
                               (1280, SKINS[0], "grey", "short", TERRA_L)]:
        s.add(person(x, 1420, 5.2, sk, hr, st, top, BROWN, pose="bust", back=True, arms=ARMS_FORWARD))
    s.add(rect(140, 1110, 1340, 34, BROWN_M, rx=6), rect(160, 1144, 1300, 60, OCHRE_D, op=0.5))


@image(12, "12-program-library-corner.svg",
       "A reader relaxes in an armchair with a book in a sunny library corner lined with full bookshelves.")
def img12(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, "#efdcc0"), (1, SAND)])))
    s.add(rect(0, 1020, W, 180, BROWN_L), rect(0, 1020, W, 12, BROWN_M))
    s.add(shelf_unit(40, 60, 640, 960, 5, seed=2))
    s.add(window(1000, 140, 440, 460, sky=s.lgrad("sky", [(0, TEAL_XL), (1, CREAM_L)]),
                 inner=[circ(1340, 260, 56, OCHRE_L), path("M1000,480 Q1150,420 1300,470 T1440,450 L1440,600 L1000,600 Z", SAGE_L),
                        tree(1120, 560, 170, SAGE, SAGE_D)]))
    s.add(poly([(1010, 610), (1440, 610), (1300, 1020), (760, 1020)], OCHRE_L, op=0.22))
    s.add(ell(1000, 1100, 520, 60, TERRA_L), ell(1000, 1100, 430, 42, PEACH))
    # armchair, reader, front of the chair
    s.add(rect(760, 440, 480, 420, TERRA, rx=80), rect(800, 470, 400, 330, TERRA_D, op=0.15, rx=60))
    book_hold = [open_book(0, -60, 34, TEAL_D, rot=0), circ(-15, -55, 3.4, SKINS[4]), circ(15, -55, 3.4, SKINS[4])]
    s.add(person(1000, 1070, 6, SKINS[4], "black", "crop", OCHRE_L, TEAL_D, pose="bust",
                 arms=([(-11, -72), (-19, -60), (-15, -55)], [(11, -72), (19, -60), (15, -55)]), hold=book_hold))
    s.add(rect(800, 760, 400, 90, TERRA, rx=24), rect(710, 620, 120, 280, TERRA_L, rx=46), rect(1170, 620, 120, 280, TERRA_L, rx=46))
    s.add(rect(720, 870, 560, 70, TERRA_D, rx=14), rect(750, 940, 26, 70, BROWN), rect(1224, 940, 26, 70, BROWN))
    for x in (955, 1045):
        s.add(line([(x, 850), (x, 1010)], TEAL_D, 38), ell(x + (10 if x > 1000 else -10), 1022, 30, 14, BROWN))
    # side table with lamp and tea
    s.add(rect(1330, 800, 220, 24, BROWN_M, rx=6), rect(1420, 824, 30, 196, BROWN_M), ell(1435, 1020, 70, 10, BROWN_M))
    s.add(rect(1380, 700, 14, 100, BROWN), path("M1320,710 L1450,710 L1420,600 L1350,600 Z", OCHRE))
    s.add(rect(1470, 750, 46, 50, TEAL, rx=8))
    s.add(path("M560,1020 L680,1020 L700,900 L540,900 Z", OCHRE))
    for ang, ln, c in [(-40, 200, SAGE), (-12, 260, SAGE_D), (15, 240, SAGE), (45, 190, SAGE_D)]:
        s.add(leaf(620, 905, ln, ang, ln * 0.22, c, rib=SAGE_L))



def main(argv):
    only = {int(a) for a in argv[1:]}
    sizes = {1: (1600, 1200), 2: (1200, 1600), 3: (1200, 1200), 8: (1600, 900), 13: (1600, 900),
             14: (1600, 900), 15: (1600, 900), 21: (1500, 1000), 22: (1600, 900), 23: (1600, 900)}
    for o in (4, 5, 6, 7, 9, 10, 11, 12):
        sizes[o] = (1600, 1200)
    for o in range(16, 21):
        sizes[o] = (1500, 1000)
    manifest = []
    for order, file, alt, fn in sorted(IMAGES):
        manifest.append((order, file, alt))
        if only and order not in only:
            continue
        w, h = sizes[order]
        s = Svg(order, w, h)
        fn(s)
        with open(os.path.join(HERE, file), "w", encoding="utf-8") as fh:
            fh.write(s.render(alt))
    with open(os.path.join(HERE, "images.toml"), "w", encoding="utf-8") as fh:
        fh.write("# The default images of the case for support document, by order (see README.md).\n"
                 "# Written by draw.py; alt is the picture's alternative text in the PDF and on the web.\n")
        for order, file, alt in manifest:
            fh.write(f'\n[[image]]\norder = {order}\nfile = "{file}"\nalt = "{alt}"\n')


if __name__ == "__main__":
    main(sys.argv)
