#!/usr/bin/env python3
"""Draws the 23 default images of the case for support document as plain SVG 1.1.

Every picture is composed here from a handful of flat shapes (people, trees, houses, furniture)
in one palette, and written to `NN-short-name.svg` beside this file. The SVG files are what the
product ships; this script is how they were drawn, kept so the set can be redrawn consistently
(`python3 draw.py`), for example after a palette change. Standard library only.
"""

from __future__ import annotations

import html
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


def ell(cx, cy, rx, ry, fill, op=None, rot=None, stroke=None, sw=None):
    t = f' transform="rotate({f(rot)} {f(cx)} {f(cy)})"' if rot else ""
    return f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}"{t} {attrs(fill, stroke, sw, op)}/>'


def poly(points, fill, op=None, stroke=None, sw=None, join=None):
    return f'<polygon points="{pts(points)}" {attrs(fill, stroke, sw, op, join=join)}/>'


def line(points, stroke, sw, cap="round", op=None, join="round"):
    if len(points) == 2:
        (x1, y1), (x2, y2) = points
        return (f'<line x1="{f(x1)}" y1="{f(y1)}" x2="{f(x2)}" y2="{f(y2)}" '
                f'{attrs(None, stroke, sw, op, cap if cap != "butt" else None)}/>')
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
                f'width="{self.w}" height="{self.h}">\n<title>{html.escape(title, quote=False)}</title>\n{d}\n{body}\n</svg>\n')


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
        if style == "long":
            o += hair_shape(style, hx, hy, r, color, skin, True)
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
        if not back:
            o.append(ell(0, -5, 18, 5, lc))
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


def jar(x, ground, w, h, color, lid=TEAL_D):
    """A glass jar of preserves standing on `ground`, centred at x."""
    return "".join([rect(x - w / 2, ground - h, w, h, color, rx=w * 0.22),
                    rect(x - w / 2 + w * 0.14, ground - h * 0.7, w * 0.18, h * 0.5, WHITE, op=0.35, rx=w * 0.08),
                    rect(x - w * 0.42, ground - h - h * 0.16, w * 0.84, h * 0.2, lid, rx=h * 0.05)])


def mug(x, ground, w, color, handle_right=True):
    """A mug standing on `ground`, centred at x, w wide."""
    h = w * 1.05
    hx = x + w / 2 if handle_right else x - w / 2
    d = 1 if handle_right else -1
    return "".join([path(f"M{f(hx)},{f(ground-h*0.78)} Q{f(hx+d*w*0.42)},{f(ground-h*0.74)} {f(hx+d*w*0.36)},{f(ground-h*0.46)} "
                         f"Q{f(hx+d*w*0.3)},{f(ground-h*0.22)} {f(hx)},{f(ground-h*0.24)}", "none", stroke=color, sw=w * 0.13),
                    rect(x - w / 2, ground - h, w, h, color, rx=w * 0.16),
                    rect(x - w / 2, ground - h, w, h * 0.14, WHITE, op=0.3, rx=w * 0.07)])


def plate(x, y, w, color=WHITE, food=None):
    """A plate seen a little from above, centred at (x, y); food: shapes drawn on it."""
    o = [ell(x, y, w / 2, w * 0.16, SAND_D), ell(x, y - 2, w / 2 - 6, w * 0.16 - 5, color)]
    if food:
        o += food
    return "".join(o)


def fruit_bowl(x, y, w, bowl=TEAL):
    """A bowl of fruit on a table top at y, centred at x."""
    r = w * 0.16
    o = [circ(x - w * 0.2, y - w * 0.24, r, TERRA), circ(x + w * 0.18, y - w * 0.25, r, OCHRE),
         circ(x, y - w * 0.36, r, SAGE), circ(x + w * 0.02, y - w * 0.18, r, ROSE),
         leaf(x + 2, y - w * 0.5, w * 0.16, 30, w * 0.05, SAGE_D),
         path(f"M{f(x-w/2)},{f(y-w*0.24)} L{f(x+w/2)},{f(y-w*0.24)} Q{f(x+w*0.46)},{f(y)} {f(x+w*0.2)},{f(y)} "
              f"L{f(x-w*0.2)},{f(y)} Q{f(x-w*0.46)},{f(y)} {f(x-w/2)},{f(y-w*0.24)} Z", bowl)]
    return "".join(o)


def potted_plant(x, ground, h, pot=TERRA, seed=0):
    """A leafy plant in a pot standing on `ground`, centred at x, h tall overall."""
    pw, ph = h * 0.42, h * 0.34
    o = []
    for k, (ang, ln) in enumerate([(-48, 0.62), (-20, 0.8), (8, 0.74), (34, 0.68), (-72, 0.5), (62, 0.48)]):
        o.append(leaf(x, ground - ph + 4, h * ln, ang + (seed * 7) % 11 - 5, h * ln * 0.24, SAGE if (k + seed) % 2 else SAGE_D, rib=SAGE_L))
    o.append(path(f"M{f(x-pw/2)},{f(ground-ph)} L{f(x+pw/2)},{f(ground-ph)} L{f(x+pw*0.38)},{f(ground)} L{f(x-pw*0.38)},{f(ground)} Z", pot))
    o.append(rect(x - pw * 0.56, ground - ph - h * 0.06, pw * 1.12, h * 0.09, pot, rx=h * 0.03))
    o.append(rect(x - pw * 0.56, ground - ph - h * 0.06, pw * 1.12, h * 0.09, BROWN, op=0.12, rx=h * 0.03))
    return "".join(o)


def basket(x, ground, w, h, color=OCHRE_D):
    """A woven storage basket standing on `ground`, centred at x."""
    o = [path(f"M{f(x-w/2)},{f(ground-h)} L{f(x+w/2)},{f(ground-h)} L{f(x+w*0.42)},{f(ground)} L{f(x-w*0.42)},{f(ground)} Z", color)]
    for k in range(1, 4):
        yy = ground - h + h * k / 4
        o.append(line([(x - w * (0.5 - 0.08 * k / 4), yy), (x + w * (0.5 - 0.08 * k / 4), yy)], BROWN_M, max(2, h * 0.04), op=0.35))
    o.append(rect(x - w * 0.54, ground - h - h * 0.08, w * 1.08, h * 0.14, color, rx=h * 0.06))
    return "".join(o)


def storage_shelf(x, y, w, h, rows, frame=BROWN_M, back=SAND, seed=0):
    """Open shelving, top-left at (x, y): plants, baskets, jars, boxes and a framed photograph."""
    o = [rect(x, y, w, h, frame, rx=6), rect(x + 18, y + 18, w - 36, h - 36, back)]
    rh = (h - 36) / rows
    kinds = ["plant", "basket", "jars", "frame", "box", "basket", "plant", "jars", "box"]
    cols = [TEAL, TERRA, OCHRE, TEAL_L, ROSE, TERRA_L]
    for r in range(rows):
        by = y + 18 + (r + 1) * rh - 12
        inner = w - 60
        n = 2 if inner < 700 else 3
        for i in range(n):
            cx = x + 30 + inner * (i + 0.5) / n
            k = kinds[(seed * 3 + r * 2 + i * 5) % len(kinds)]
            c = cols[(seed + r + i * 2) % len(cols)]
            cw = inner / n
            if k == "plant":
                o.append(potted_plant(cx, by, rh * 0.8, pot=c if c != TEAL_L else TERRA, seed=r + i))
            elif k == "basket":
                o.append(basket(cx, by, cw * 0.6, rh * 0.42, OCHRE_D if i % 2 else BROWN_L))
            elif k == "jars":
                for j, jc in enumerate([TERRA_L, OCHRE, ROSE]):
                    o.append(jar(cx + (j - 1) * cw * 0.24, by, cw * 0.2, rh * (0.4 + 0.08 * (j % 2)), jc, TEAL_D if j % 2 else BROWN_M))
            elif k == "frame":
                fw, fh = cw * 0.56, rh * 0.56
                o.append(rect(cx - fw / 2, by - fh, fw, fh, BROWN, rx=4))
                o.append(rect(cx - fw / 2 + 8, by - fh + 8, fw - 16, fh - 16, TEAL_XL))
                o.append(path(f"M{f(cx-fw/2+8)},{f(by-8)} L{f(cx-fw*0.1)},{f(by-fh*0.55)} L{f(cx+fw*0.15)},{f(by-fh*0.3)} "
                              f"L{f(cx+fw*0.3)},{f(by-fh*0.45)} L{f(cx+fw/2-8)},{f(by-8)} Z", SAGE))
            else:
                o.append(rect(cx - cw * 0.3, by - rh * 0.4, cw * 0.6, rh * 0.4, c, rx=6))
                o.append(rect(cx - cw * 0.08, by - rh * 0.3, cw * 0.16, rh * 0.07, CREAM_L, rx=3))
        o.append(rect(x + 10, by, w - 20, 14, frame))
    return "".join(o)


def heart(x, y, s, color):
    return path(f"M{f(x)},{f(y+30*s)} C{f(x-50*s)},{f(y)} {f(x-30*s)},{f(y-40*s)} {f(x)},{f(y-18*s)} "
                f"C{f(x+30*s)},{f(y-40*s)} {f(x+50*s)},{f(y)} {f(x)},{f(y+30*s)} Z", color)


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
# Pictures made elsewhere that replace a drawing here: (order, file, alt). draw.py lists them in
# images.toml and never writes their files; remove the order's @image function when adding one.
EXTERNAL: list[tuple[int, str, str]] = []


def image(order, file, alt):
    def wrap(fn):
        IMAGES.append((order, file, alt, fn))
        return fn
    return wrap


def bouquet(x=0, y=-58, s=1.0, rot=0):
    """A small bunch of flowers held in a hand at (x, y), in a person's local units."""
    o = [line([(0, 0), (-3, -12)], SAGE_D, 1.4), line([(0, 0), (0, -14)], SAGE_D, 1.4), line([(0, 0), (3, -12)], SAGE_D, 1.4),
         ell(-4, -9, 2.6, 1.2, SAGE, rot=-40), ell(4, -8, 2.6, 1.2, SAGE, rot=40),
         circ(-3.5, -13, 2.8, TERRA), circ(0, -15.5, 2.8, OCHRE_L), circ(3.5, -13, 2.8, ROSE),
         circ(-3.5, -13, 1, OCHRE_D), circ(0, -15.5, 1, OCHRE_D), circ(3.5, -13, 1, OCHRE_D),
         poly([(-4, -6), (4, -6), (1.2, 3), (-1.2, 3)], CREAM_L)]
    return [g(o, f"translate({f(x)} {f(y)}) rotate({f(rot)}) scale({s})")]


def tote(x=0, y=-56, color=OCHRE):
    """A shopping bag hanging from a hand at (x, y), in a person's local units."""
    return [path(f"M{f(x-5)},{f(y+6)} Q{f(x-5)},{f(y-2)} {f(x)},{f(y-2)} Q{f(x+5)},{f(y-2)} {f(x+5)},{f(y+6)}", "none",
                 stroke=BROWN_M, sw=1.4), rect(x - 9, y + 5, 18, 17, color, rx=2), rect(x - 9, y + 5, 18, 3, BROWN, op=0.15)]


@image(1, "01-cover-community.svg",
       "A diverse group of neighbors of all ages stands together on a riverside green beneath a warm sun and festive bunting.")
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
    # town hall with a pediment
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
          "hold": bouquet(-3, -58, 1.0, -10)}),
        (1000, 1160, 2.1, SKINS[3], "dark", "curly", TERRA_L, BROWN_M,
         {"child": True, "arms": ([(-11, -72), (-19, -84), (-22, -100)], [(11, -72), (19, -84), (22, -100)])}),
        (1150, 1150, 3.3, SKINS[1], "dark", "side", TERRA, TEAL_D, {}),
        (1440, 1155, 3.2, SKINS[3], "black", "bun", TEAL_L, BROWN, {"dress": True}),
    ]
    for row in (back_row, front_row):
        for x, y, sc, sk, hr, st, top, bot, kw in row:
            s.add(ell(x, y, 16 * sc, 3.5 * sc, SAGE_D, op=0.3))
            s.add(person(x, y, sc, sk, hr, st, top, bot, **kw))


def lantern(x, y, s=1.0, color=BROWN):
    """A wall lantern on its bracket, the bracket's top at (x, y)."""
    return g([rect(-4, 0, 8, 40, color), rect(-4, 0, 40, 8, color, rx=3), line([(30, 8), (30, 30)], color, 4),
              poly([(8, 30), (52, 30), (30, 12)], color), rect(12, 30, 36, 52, OCHRE_L), rect(12, 30, 36, 52, "none", stroke=color, sw=5),
              line([(30, 30), (30, 82)], color, 4), rect(8, 80, 44, 8, color, rx=3)],
             f"translate({f(x)} {f(y)}) scale({s})")


@image(2, "02-contents-front-door.svg",
       "An open front door glows with warm light as a person waves hello from the hallway, with potted plants on the steps and lanterns either side.")
def img02(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, TERRA_L), (1, TERRA)])))
    # brickwork
    for row in range(36):
        for col in range(9):
            if (row * 2 + col) % 3 == 0:
                s.add(rect(20 + col * 140 + (row % 2) * 60, 20 + row * 42, 90, 16, TERRA_D, op=0.16, rx=4))
    # stone surround, fanlight and the open doorway
    s.add(path("M270,1330 L270,640 A330,330 0 0 1 930,640 L930,1330 Z", CREAM_L))
    s.add(path("M330,1330 L330,640 A270,270 0 0 1 870,640 L870,1330 Z", SAND_D))
    s.add(path("M350,620 A250,250 0 0 1 850,620 Z", s.lgrad("fan", [(0, OCHRE_L), (1, "#f6e3b0")])))
    for k in range(1, 6):
        a = math.radians(180 + k * 30)
        s.add(line([(600, 620), (600 + math.cos(a) * 250, 620 + math.sin(a) * 250)], CREAM_L, 12))
    s.add(rect(330, 610, 540, 24, CREAM_L), path("M566,300 L634,300 L622,374 L578,374 Z", SAND_D))
    # the hallway inside: warm wall, floor, a runner, a picture and a coat hook
    s.add(rect(350, 634, 500, 696, s.lgrad("hall", [(0, "#f6dca6"), (1, OCHRE_L)])))
    s.add(poly([(350, 1330), (850, 1330), (760, 1140), (440, 1140)], SAND), poly([(540, 1330), (660, 1330), (630, 1140), (570, 1140)], TERRA_L))
    s.add(rect(440, 700, 320, 440, "#f9e7bd"), rect(440, 1130, 320, 14, SAND_D))
    s.add(rect(640, 760, 90, 110, BROWN_M, rx=4), rect(652, 772, 66, 86, TEAL_XL), circ(700, 800, 12, OCHRE),
          path("M652,858 L680,818 L700,838 L718,822 L718,858 Z", SAGE))
    s.add(rect(470, 800, 90, 10, BROWN_M, rx=4), path("M480,810 L515,810 L520,960 L470,960 Z", TEAL), path("M520,810 L550,810 L560,930 L515,930 Z", ROSE))
    # the person waving hello
    s.add(person(620, 1170, 4.2, SKINS[3], "black", "bun", TERRA, TEAL_D, dress=True,
                 arms=([(-11, -72), (-15, -58), (-14, -45)], [(11, -72), (22, -86), (26, -104)])))
    # the door leaf, swung open into the hall
    s.add(poly([(350, 634), (430, 680), (430, 1290), (350, 1330)], TEAL_D), poly([(362, 660), (418, 694), (418, 860), (362, 840)], TEAL, op=0.8),
          poly([(362, 1000), (418, 1010), (418, 1250), (362, 1280)], TEAL, op=0.8), circ(420, 990, 9, OCHRE))
    # steps and pavement
    s.add(rect(0, 1480, W, 120, SAND_D))
    s.add(rect(220, 1330, 760, 70, CREAM_L), rect(220, 1390, 760, 12, SAND_D), rect(170, 1400, 860, 80, CREAM_L), rect(170, 1470, 860, 12, SAND_D))
    s.add(poly([(350, 1330), (850, 1330), (950, 1480), (250, 1480)], OCHRE_L, op=0.3))
    s.add(rect(470, 1342, 260, 40, BROWN_L, rx=6), rect(486, 1350, 228, 24, "none", stroke=BROWN_M, sw=4, op=0.6))
    # lanterns and potted plants either side
    s.add(lantern(160, 720, 2.0), g([lantern(0, 0, 2.0)], "translate(1040 720) scale(-1 1)"))
    s.add(potted_plant(150, 1400, 420, TEAL, seed=1), potted_plant(1050, 1400, 420, TEAL, seed=2))
    s.add(potted_plant(1110, 1540, 150, TERRA, seed=3))


@image(3, "03-letter-desk.svg",
       "A writing desk seen from above with a handwritten letter, a fountain pen, a cup of tea, a pair of glasses and a potted plant.")
def img03(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, "#bd8a63"))
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
       "Two people sit across a kitchen table talking over a pot of tea and a plate of biscuits, beside a window with curtains.")
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
    s.add(rect(1230, 330, 280, 18, BROWN_M), jar(1268, 330, 44, 80, OCHRE, TERRA), jar(1322, 330, 40, 62, ROSE, TEAL_D),
          jar(1370, 330, 34, 92, TERRA_L, BROWN_M), rect(1400, 260, 70, 70, TERRA_L, rx=10),
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
    s.add(plate(790, 728, 190, food=[ell(745, 718, 24, 9, OCHRE), ell(790, 714, 24, 9, OCHRE_D), ell(835, 718, 24, 9, OCHRE),
                                     ell(768, 706, 22, 8, OCHRE_L), ell(812, 704, 22, 8, OCHRE)]))
    s.add(mug(880, 740, 44, TERRA))
    # teapot and cups
    s.add(ell(985, 690, 52, 46, TEAL), rect(955, 632, 60, 14, TEAL_D, rx=7), circ(985, 628, 9, TEAL_D),
          path("M1035,690 Q1075,680 1080,650", "none", stroke=TEAL, sw=12, cap="round"),
          path("M935,670 Q905,690 935,715", "none", stroke=TEAL_D, sw=9))
    s.add(rect(615, 700, 46, 40, WHITE, rx=8), rect(612, 736, 52, 6, SAND_D, rx=3))


@image(5, "05-story-community-center.svg",
       "People of all ages arrive at the open door of a welcoming brick community center on a sunny day.")
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
    s.add(circ(800, 290, 46, CREAM_L), heart(800, 290, 0.85, TERRA))
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
                 hold=tote(-3, -57, OCHRE)))
    s.add(person(1440, 1140, 3.2, SKINS[1], "brown", "cap", TERRA, SAND_D, pose="walk", flip=True))



def folded(x, y, w, h, color, stripe=CREAM_L):
    """A folded blanket or towel lying flat, top-left at (x, y): soft rounded ends and a woven stripe."""
    return "".join([rect(x, y, w, h, color, rx=h * 0.48), rect(x + w * 0.1, y + h * 0.38, w * 0.8, h * 0.12, stripe, op=0.55),
                    rect(x, y, w, h * 0.3, WHITE, op=0.15, rx=h * 0.15)])


def tin(x, ground, w, h, color, label=CREAM_L):
    """A food tin standing on `ground`, left edge at x: a plain label band and rims."""
    return "".join([rect(x, ground - h, w, h, color, rx=w * 0.08), rect(x, ground - h * 0.72, w, h * 0.44, label),
                    rect(x, ground - h, w, h * 0.08, BROWN, op=0.2), rect(x, ground - h * 0.08, w, h * 0.08, BROWN, op=0.2)])


def loaf(x, y, w, color=OCHRE_D):
    """A loaf of bread, centred at (x, y), w long, with its scores."""
    o = [ell(x, y, w / 2, w * 0.26, color), ell(x, y - w * 0.06, w / 2 - 4, w * 0.18, OCHRE, op=0.5)]
    for k in (-1, 0, 1):
        o.append(line([(x + k * w * 0.22 - w * 0.06, y - w * 0.12), (x + k * w * 0.22 + w * 0.06, y + w * 0.02)], OCHRE_L, max(2, w * 0.035)))
    return "".join(o)


def box(x, y, w, h, open_top=True, color=SAND_D, dark=OCHRE_D, goods=None):
    """A cardboard box, front view, top-left at (x, y); goods: shapes peeking out of it when open."""
    o = []
    if goods:
        o += goods
    o.append(rect(x, y, w, h, color, rx=4))
    o.append(rect(x, y, w, h * 0.12, dark, op=0.25))
    o.append(rect(x + w * 0.42, y, w * 0.16, h * 0.45, OCHRE_L, op=0.6))
    if open_top:
        o.append(poly([(x, y), (x - w * 0.18, y - h * 0.22), (x + w * 0.08, y - h * 0.22), (x + w * 0.2, y)], color))
        o.append(poly([(x + w, y), (x + w * 1.18, y - h * 0.22), (x + w * 0.92, y - h * 0.22), (x + w * 0.8, y)], color))
    return "".join(o)


@image(6, "06-story-volunteers.svg",
       "Volunteers in matching teal shirts unpack boxes of donated food and blankets onto a long table in a community hall.")
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
                 hold=[jar(-24, -100, 9, 13, OCHRE, TERRA), circ(-24, -102, 3.4, SKINS[4])], **vol))
    s.add(person(620, 955, 4.8, SKINS[1], "auburn", "ponytail",
                 arms=([(-11, -72), (-20, -58), (-28, -46)], [(11, -72), (16, -58), (14, -45)]), **vol))
    s.add(person(980, 965, 5.1, SKINS[2], "dark", "scarf",
                 arms=([(-11, -72), (-20, -60), (-10, -52)], [(11, -72), (20, -60), (10, -52)]),
                 hold=[folded(-13, -60, 26, 6, TERRA), folded(-12, -65.5, 24, 6, OCHRE_L, TERRA_L), folded(-13, -71, 26, 6, TEAL_L),
                       circ(-10, -52, 3.4, SKINS[2]), circ(10, -52, 3.4, SKINS[2])], **vol))
    s.add(person(1320, 955, 4.9, SKINS[0], "grey", "short",
                 arms=([(-11, -72), (-20, -58), (-30, -48)], [(11, -72), (18, -58), (20, -46)]), **vol))
    # table with a cloth
    s.add(rect(60, 820, 1480, 30, BROWN_M, rx=6), rect(80, 850, 1440, 190, TERRA), rect(80, 850, 1440, 16, TERRA_D, op=0.3))
    s.add(rect(120, 1040, 26, 120, BROWN_M), rect(1454, 1040, 26, 120, BROWN_M))
    # jars, boxes of fruit and bread, folded blankets and tins on the table, between the volunteers
    for x, c, lid, h in [(118, OCHRE, TERRA, 92), (170, ROSE, TEAL_D, 74), (220, TERRA_L, BROWN_M, 100)]:
        s.add(jar(x, 820, 46, h, c, lid))
    apples = [circ(420 + k * 30, 690 - (k % 2) * 16, 22, [TERRA, OCHRE, TERRA_D, SAGE][k % 4]) for k in range(4)]
    apples += [leaf(430 + k * 30, 672 - (k % 2) * 16, 18, 30, 6, SAGE_D) for k in range(4)]
    s.add(box(385, 690, 170, 130, goods=apples))
    y = 820
    for c, w, h, st in [(TEAL, 190, 34, CREAM_L), (OCHRE, 176, 32, TERRA), (TERRA_D, 186, 34, OCHRE_L), (ROSE, 170, 30, CREAM_L)]:
        y -= h
        s.add(folded(715 + (190 - w) / 2, y, w, h, c, st))
    s.add(box(1085, 710, 160, 110, goods=[loaf(1130, 706, 96), loaf(1200, 700, 86, BROWN_L), loaf(1165, 690, 80)]))
    s.add(tin(1395, 820, 56, 74, TEAL_D), tin(1458, 820, 56, 74, TERRA), tin(1426, 746, 56, 74, OCHRE_D))
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



@image(9, "09-program-welcome-table.svg",
       "A staff member welcomes a visitor across a table with mugs of tea and a notepad, in a bright room with shelves of plants and baskets.")
def img09(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, CREAM_L), (1, SAND)])))
    s.add(storage_shelf(60, 80, 560, 720, 4, seed=1), storage_shelf(1000, 80, 540, 720, 4, seed=2))
    s.add(window(700, 150, 220, 420, sky=s.lgrad("sky", [(0, TEAL_XL), (1, CREAM_L)]),
                 inner=[circ(860, 250, 40, OCHRE_L), path("M700,480 Q800,430 920,470 L920,570 L700,570 Z", SAGE_L)]))
    # lamp hanging
    s.add(line([(810, 0), (810, 80)], BROWN, 6), path("M740,150 L880,150 L840,80 L780,80 Z", OCHRE), ell(810, 152, 70, 10, OCHRE_L))
    # table surface, the two people behind it, the things on it, then the table's front
    s.add(rect(80, 900, 1440, 90, "#c08a62"))
    s.add(person(560, 1260, 8, SKINS[3], "dark", "short", OCHRE, BROWN, pose="bust",
                 arms=([(-11, -72), (-16, -56), (-8, -43)], [(11, -72), (22, -60), (30, -50)])))
    s.add(person(1040, 1260, 8, SKINS[0], "grey", "bun", TEAL, BROWN, pose="bust",
                 arms=([(-11, -72), (-24, -62), (-34, -70)], [(11, -72), (16, -56), (8, -43)])))
    s.add(ell(800, 960, 260, 26, BROWN_M, op=0.2))
    s.add(g([rect(-110, -70, 220, 140, WHITE, rx=6), rect(-110, -70, 220, 22, TEAL, rx=6),
             *[line([(-84, -24 + k * 26), (84 - (k * 37) % 60, -24 + k * 26)], SAND_D, 6) for k in range(4)]],
            "translate(800 945) rotate(-4)"))
    s.add(line([(900, 980), (1010, 930)], TERRA_D, 10))
    s.add(mug(650, 975, 70, TERRA), mug(960, 978, 70, TEAL_D, handle_right=False))
    s.add(rect(60, 980, 1480, 40, BROWN_M, rx=8), rect(80, 1020, 1440, 180, BROWN_L), rect(80, 1020, 1440, 24, BROWN_M, op=0.4))
    s.add(rect(200, 1080, 340, 120, BROWN_M, op=0.25, rx=10), rect(1060, 1080, 340, 120, BROWN_M, op=0.25, rx=10))
    s.add(potted_plant(230, 975, 160, OCHRE, seed=5))


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


@image(10, "10-program-family-sofa.svg",
       "A parent sits with an arm around each of two children on a cozy sofa under the warm light of a floor lamp.")
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
    s.add(person(575, 1067, 4.6, SKINS[1], "auburn", "ponytail", ROSE, TEAL_D, pose="bust", child=True,
                 arms=([(-11, -72), (-15, -58), (-12, -46)], [(11, -72), (20, -62), (27, -58)])))
    s.add(person(1025, 1067, 4.6, SKINS[1], "dark", "curly", TERRA, BROWN, pose="bust", child=True,
                 arms=([(-11, -72), (-20, -62), (-27, -58)], [(11, -72), (15, -58), (12, -46)]),
                 hold=[g([circ(0, 0, 5.5, BROWN_L), circ(-4, -5, 2.4, BROWN_L), circ(4, -5, 2.4, BROWN_L), circ(0, 0.8, 2.4, PEACH),
                          circ(0, -6, 4.2, BROWN_L)], "translate(12 -50)"), circ(12, -46, 3.4, SKINS[1])]))
    # the parent, an arm around each child's shoulders
    s.add(person(800, 1152, 6.5, SKINS[1], "brown", "short", OCHRE, BROWN, pose="bust",
                 arms=([(-11, -72), (-26, -68), (-39, -63)], [(11, -72), (26, -68), (39, -63)])))
    s.add(front)
    # legs hanging from the seat, with shoes
    for x, c, ln, sh in [(550, TEAL_D, 100, BROWN), (600, TEAL_D, 100, BROWN), (765, BROWN, 150, BROWN_M),
                         (835, BROWN, 150, BROWN_M), (1000, BROWN, 100, TEAL_D), (1050, BROWN, 100, TEAL_D)]:
        s.add(line([(x, 880), (x, 880 + ln)], c, 38), ell(x, 880 + ln + 12, 30, 14, sh))


def seat(x, ground, s, color=OCHRE, back=True):
    """A chair seen from the front, centred at x: its back (drawn behind a sitter) or its seat and legs."""
    if back:
        return rect(x - 20 * s, ground - 96 * s, 40 * s, 56 * s, color, rx=6 * s)
    return "".join([rect(x - 22 * s, ground - 46 * s, 44 * s, 8 * s, color, rx=3 * s),
                    rect(x - 20 * s, ground - 40 * s, 4 * s, 40 * s, color), rect(x + 16 * s, ground - 40 * s, 4 * s, 40 * s, color)])


def sitter_front(x, ground, s, skin, hair, style, top, bottom, chair=OCHRE, shoes=BROWN, **kw):
    """A person sitting on a chair, facing the viewer, feet on `ground`."""
    o = [seat(x, ground, s, chair), person(x, ground - 1 * s, s, skin, hair, style, top, bottom, pose="bust", **kw),
         seat(x, ground, s, chair, back=False)]
    for dx in (-6, 6):
        o.append(line([(x + dx * s, ground - 40 * s), (x + dx * s * 1.2, ground - 3 * s)], bottom, 8.5 * s))
        o.append(ell(x + dx * s * 1.25, ground - 2 * s, 5.5 * s, 2.6 * s, shoes))
    return "".join(o)


@image(11, "11-program-group-circle.svg",
       "A small group of people of different ages sits in a circle of chairs around a low table with mugs and a bowl of fruit, talking in a bright room.")
def img11(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, CREAM_L), (1, SAND)])))
    s.add(rect(0, 760, W, 440, BROWN_L), rect(0, 760, W, 14, BROWN_M))
    for x in (150, 620, 1090):
        s.add(window(x, 110, 340, 400, sky=s.lgrad(f"sky{x}", [(0, TEAL_XL), (1, CREAM_L)]),
                     inner=[path(f"M{x},{420} Q{x+170},{360} {x+340},{410} L{x+340},{510} L{x},{510} Z", SAGE_L),
                            tree(x + 90 + (x % 7) * 20, 500, 150, SAGE if x != 620 else TEAL_L, SAGE_D if x != 620 else TEAL)]))
    s.add(sun(1380, 190, 40))
    s.add(ell(800, 960, 640, 150, TERRA_L), ell(800, 960, 560, 118, PEACH))
    s.add(potted_plant(70, 800, 300, TEAL, seed=2), potted_plant(1530, 800, 300, TERRA, seed=4))
    # the far side of the circle, facing us
    far = [(520, SKINS[0], "grey", "bun", TEAL, TEAL_D, {"dress": True}),
           (800, SKINS[4], "black", "afro", OCHRE, BROWN,
            {"arms": ([(-11, -72), (-16, -58), (-14, -45)], [(11, -72), (22, -62), (30, -68)])}),
           (1080, SKINS[2], "dark", "scarf", ROSE, TEAL_D, {})]
    for x, sk, hr, st, top, bot, kw in far:
        s.add(sitter_front(x, 890, 4.1, sk, hr, st, top, bot, chair=BROWN_M, **kw))
    # the sides of the circle, seen from the side
    s.add(chair(300, 1010, 4.4, OCHRE), person(300, 1010, 4.4, SKINS[3], "dark", "crop", TERRA, TEAL_D, pose="sit",
                                              arms=([(-11, -72), (2, -62), (18, -58)], [(11, -72), (22, -64), (30, -60)])))
    s.add(chair(1300, 1010, 4.4, OCHRE, flip=True), person(1300, 1010, 4.4, SKINS[1], "blond", "ponytail", TEAL_L, BROWN,
                                                          pose="sit", flip=True,
                                                          arms=([(-11, -72), (4, -60), (20, -56)], [(11, -72), (20, -60), (24, -52)]),
                                                          hold=[mug(24, -47, 7, OCHRE, handle_right=False)]))
    # the low table with mugs and a bowl of fruit
    s.add(ell(800, 985, 250, 56, BROWN_M), ell(800, 975, 250, 56, "#c08a62"), rect(640, 990, 20, 70, BROWN_M), rect(940, 990, 20, 70, BROWN_M))
    s.add(fruit_bowl(800, 985, 150, TEAL), mug(650, 990, 44, TERRA), mug(940, 992, 44, TEAL_D, handle_right=False),
          mug(720, 1012, 40, OCHRE))
    # the near side, seen from behind
    for x, sk, hr, st, top in [(560, SKINS[2], "brown", "short", OCHRE_L), (1040, SKINS[4], "black", "long", TERRA_L)]:
        s.add(rect(x - 90, 1060, 180, 190, OCHRE, rx=18))
        s.add(person(x, 1420, 5.2, sk, hr, st, top, BROWN, pose="bust", back=True, arms=ARMS_FORWARD))


@image(12, "12-program-armchair-corner.svg",
       "A person relaxes with a warm drink in an armchair in a sunny corner with a tall window, shelves of plants and a floor lamp.")
def img12(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, "#efdcc0"), (1, SAND)])))
    s.add(rect(0, 1020, W, 180, BROWN_L), rect(0, 1020, W, 12, BROWN_M))
    s.add(storage_shelf(40, 60, 640, 960, 5, seed=0))
    s.add(window(1000, 140, 440, 460, sky=s.lgrad("sky", [(0, TEAL_XL), (1, CREAM_L)]),
                 inner=[circ(1340, 260, 56, OCHRE_L), path("M1000,480 Q1150,420 1300,470 T1440,450 L1440,600 L1000,600 Z", SAGE_L),
                        tree(1120, 560, 170, SAGE, SAGE_D)]))
    s.add(poly([(1010, 610), (1440, 610), (1300, 1020), (760, 1020)], OCHRE_L, op=0.22))
    s.add(ell(1000, 1100, 520, 60, TERRA_L), ell(1000, 1100, 430, 42, PEACH))
    # armchair, the person sitting in it, front of the chair
    s.add(rect(760, 440, 480, 420, TERRA, rx=80), rect(800, 470, 400, 330, TERRA_D, op=0.15, rx=60))
    drink = [mug(0, -55, 9, TEAL), circ(-5, -56, 3.2, SKINS[4]), circ(5, -56, 3.2, SKINS[4])]
    s.add(person(1000, 1070, 6, SKINS[4], "black", "crop", OCHRE_L, TEAL_D, pose="bust",
                 arms=([(-11, -72), (-18, -60), (-5, -56)], [(11, -72), (18, -60), (5, -56)]), hold=drink))
    s.add(rect(800, 760, 400, 90, TERRA, rx=24), rect(710, 620, 120, 280, TERRA_L, rx=46), rect(1170, 620, 120, 280, TERRA_L, rx=46))
    s.add(rect(720, 870, 560, 70, TERRA_D, rx=14), rect(750, 940, 26, 70, BROWN), rect(1224, 940, 26, 70, BROWN))
    for x in (955, 1045):
        s.add(line([(x, 850), (x, 1010)], TEAL_D, 38), ell(x + (10 if x > 1000 else -10), 1022, 30, 14, BROWN))
    # side table with lamp and tea
    s.add(rect(1330, 800, 220, 24, BROWN_M, rx=6), rect(1420, 824, 30, 196, BROWN_M), ell(1435, 1020, 70, 10, BROWN_M))
    s.add(rect(1380, 700, 14, 100, BROWN), path("M1320,710 L1450,710 L1420,600 L1350,600 Z", OCHRE))
    s.add(fruit_bowl(1490, 800, 90, TERRA_L))
    s.add(path("M560,1020 L680,1020 L700,900 L540,900 Z", OCHRE))
    for ang, ln, c in [(-40, 200, SAGE), (-12, 260, SAGE_D), (15, 240, SAGE), (45, 190, SAGE_D)]:
        s.add(leaf(620, 905, ln, ang, ln * 0.22, c, rib=SAGE_L))



def blanket(cx, cy, rx, ry, c1=TERRA_L, c2=PEACH):
    o = [ell(cx, cy, rx, ry, c1), ell(cx, cy, rx - 30, ry - 14, "none", stroke=c2, sw=8)]
    return "".join(o)


def guitar(x, y, s=1.0, rot=-30, color=OCHRE_D):
    """An acoustic guitar, the middle of its body at (x, y), the neck pointing up at rot degrees."""
    return g([rect(-2, -40, 4, 34, BROWN_M), rect(-3, -46, 6, 8, BROWN, rx=1.5), ell(0, 4, 11, 10, color), ell(0, -8, 8.5, 8, color),
              circ(0, -4, 3.4, BROWN), rect(-5, 6, 10, 2.2, BROWN_M), line([(0, -40), (0, 7)], CREAM_L, 0.5)],
             f"translate({f(x)} {f(y)}) rotate({f(rot)}) scale({s})")


@image(13, "13-programs-music-park.svg",
       "A musician on a park bench plays a guitar for children and parents sitting on a picnic blanket under shady trees.")
def img13(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("sky", [(0, "#f2dcbd"), (1, CREAM)])))
    s.add(sun(1250, 150, 80), cloud(420, 130, 1.1), cloud(900, 90, 0.8))
    s.add(path("M0,420 Q400,350 800,400 T1600,380 L1600,900 L0,900 Z", SAGE_L))
    s.add(path("M0,520 Q600,470 1000,520 T1600,500 L1600,900 L0,900 Z", SAGE))
    s.add(tree(140, 600, 460, SAGE, SAGE_D), tree(1480, 600, 480, TEAL_L, TEAL), tree(380, 470, 200, TEAL_L, TEAL),
          tree(1210, 470, 220, SAGE, SAGE_D))
    for x, y in [(60, 700), (250, 760), (1350, 760), (1540, 700), (700, 520), (980, 540)]:
        s.add(circ(x, y, 9, OCHRE_L), circ(x + 22, y + 8, 8, PEACH), circ(x - 18, y + 10, 7, CREAM_L))
    # bench and musician
    s.add(rect(580, 430, 440, 28, BROWN_M, rx=6), rect(580, 472, 440, 28, BROWN_M, rx=6))
    s.add(person(800, 832, 5.4, SKINS[4], "black", "afro", TEAL, BROWN, pose="bust",
                 arms=([(-11, -72), (-19, -60), (-23, -68)], [(11, -72), (17, -58), (7, -50)]),
                 hold_under=[guitar(2, -52, 1.0, -58)], hold=[circ(-23, -68, 3.4, SKINS[4]), circ(7, -50, 3.4, SKINS[4])]))
    s.add(rect(560, 585, 480, 38, BROWN_L, rx=8), rect(590, 623, 24, 110, BROWN_M), rect(986, 623, 24, 110, BROWN_M))
    for x in (768, 832):
        s.add(line([(x, 620), (x, 712)], BROWN, 34), ell(x, 722, 27, 12, BROWN_M))
    # blanket and listeners, seen from behind
    s.add(blanket(800, 840, 780, 110))
    fl = dict(pose="floor", back=True, arms=ARMS_FORWARD)
    s.add(person(230, 860, 5.0, SKINS[1], "brown", "bun", OCHRE, TEAL_D, **fl))
    s.add(person(430, 800, 3.6, SKINS[3], "dark", "curly", TERRA, BROWN, child=True, **fl))
    s.add(person(600, 880, 3.8, SKINS[0], "blond", "ponytail", TEAL_L, BROWN_M, child=True, **fl))
    s.add(person(1000, 880, 3.8, SKINS[2], "black", "crop", OCHRE_L, TEAL_D, child=True, **fl))
    s.add(person(1170, 800, 3.6, SKINS[4], "black", "afro", ROSE, BROWN, child=True, **fl))
    s.add(person(1380, 860, 5.0, SKINS[2], "dark", "scarf", TEAL, BROWN, **fl))


def hand(x, y, angle, s, skin, sleeve, thumb_right=False):
    """A raised open hand on its arm, the arm coming up from below the frame."""
    o = [rect(-30, 0, 60, 700, sleeve, rx=26)]
    tx = 16 if thumb_right else -16
    o.append(g([rect(-7.5, -42, 15, 46, skin, rx=7.5)], f"translate({tx} -18) rotate({42 if thumb_right else -42})"))
    o.append(rect(-26, -66, 52, 80, skin, rx=22))
    for dx, ln in [(-17.5, 52), (-6, 62), (6, 60), (17.5, 48)]:
        o.append(rect(dx - 6, -58 - ln + 10, 12, ln, skin, rx=6))
    o.append(rect(-33, 4, 66, 30, sleeve, rx=12))
    o.append(rect(-33, 4, 66, 10, WHITE, op=0.25, rx=5))
    return g(o, f"translate({f(x)} {f(y)}) rotate({f(angle)}) scale({s})")


@image(14, "14-call-hands-raised.svg",
       "Many raised hands of people of different skin tones reach up together toward a bright rising sun.")
def img14(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("sky", [(0, "#f4e2c6"), (1, "#f2c99a")])))
    for i in range(18):
        a = math.radians(-180 + i * 10 + 5)
        s.add(poly([(800, 620), (800 + math.cos(a) * 1400, 620 + math.sin(a) * 1400),
                    (800 + math.cos(a + 0.09) * 1400, 620 + math.sin(a + 0.09) * 1400)], WHITE, op=0.22))
    s.add(circ(800, 620, 330, OCHRE_L, op=0.35), circ(800, 620, 270, OCHRE_L, op=0.5), circ(800, 620, 220, OCHRE))
    s.add(path("M0,760 Q400,700 800,740 T1600,720 L1600,900 L0,900 Z", TERRA_L, op=0.5))
    for x, y, sc in [(300, 220, 0.9), (1280, 180, 1.1), (1440, 400, 0.7), (160, 460, 0.7), (560, 120, 0.6), (1020, 110, 0.75)]:
        s.add(heart(x, y, sc, [TERRA, TEAL, ROSE, OCHRE_D][int(x) % 4]))
    arms = [(120, 820, -16, 1.9, 0, TEAL), (320, 720, -8, 2.1, 3, OCHRE), (520, 650, -4, 2.2, 1, TERRA),
            (710, 580, -2, 2.3, 4, TEAL_D), (910, 600, 3, 2.3, 2, ROSE), (1100, 650, 6, 2.2, 0, OCHRE_D),
            (1300, 720, 10, 2.1, 3, TEAL_L), (1490, 810, 16, 1.9, 1, TERRA_D)]
    for i, (x, y, ang, sc, sk, sl) in enumerate(arms):
        s.add(hand(x, y, ang, sc, SKINS[sk], sl, thumb_right=i >= 4))


def flag(x, y, h, color, star=False):
    o = [rect(x - 5, y - h, 10, h, BROWN, rx=4), poly([(x + 5, y - h), (x + 5 + h * 0.7, y - h + h * 0.22), (x + 5, y - h + h * 0.44)], color)]
    if star:
        cx, cy, r = x + 5 + h * 0.25, y - h + h * 0.22, h * 0.1
        p_ = []
        for i in range(10):
            a = math.radians(-90 + i * 36)
            rr = r if i % 2 == 0 else r * 0.45
            p_.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        o.append(poly(p_, OCHRE_L))
    return "".join(o)


@image(15, "15-goal-three-hills.svg",
       "Three hills rise like steps toward the sun, each topped with a flag, with a path climbing from the first to the highest.")
def img15(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("sky", [(0, "#f3d9b6"), (1, CREAM)])))
    s.add(sun(1330, 180, 110), cloud(300, 140, 1.2), cloud(820, 90, 0.8))
    s.add(path("M0,620 Q400,560 800,600 T1600,580 L1600,900 L0,900 Z", TEAL_XL))
    def mound(x1, x2, peak, c):
        ctrl = 900 - (900 - peak) / 0.75
        s.add(path(f"M{x1},900 C{f(x1 + (x2 - x1) * 0.22)},{f(ctrl)} {f(x2 - (x2 - x1) * 0.22)},{f(ctrl)} {x2},900 Z", c))
    mound(-200, 760, 560, SAGE_L)
    mound(300, 1160, 380, SAGE)
    mound(760, 1760, 230, TEAL_L)
    # the path climbing the three hills
    route = "M40,900 C120,760 200,640 280,580 S450,600 520,520 S640,400 730,400 S920,420 1020,330 S1180,250 1260,232"
    s.add(path(route, "none", stroke=CREAM_L, sw=16, cap="round").replace("/>", ' stroke-dasharray="34 22"/>'))
    s.add(flag(280, 565, 140, OCHRE), flag(730, 390, 160, TERRA), flag(1260, 236, 180, TERRA_D, star=True))
    s.add(tree(120, 880, 200, SAGE, SAGE_D), tree(620, 860, 160, TEAL_L, TEAL), tree(1480, 860, 220, SAGE, SAGE_D))
    s.add(rect(0, 860, W, 40, SAGE_D))
    s.add(person(500, 548, 1.6, SKINS[3], "black", "cap", OCHRE_L, TEAL_D, pose="walk",
                 arms=([(-11, -72), (-18, -62), (-22, -52)], [(11, -72), (18, -84), (20, -100)])))


def van(x, y, s, body=TEAL, trim=OCHRE):
    """A community van seen from the side, wheels on y, front to the right."""
    o = [ell(300, 0, 320, 16, BROWN, op=0.2),
         path("M0,-40 L0,-250 Q0,-270 20,-270 L430,-270 Q470,-270 490,-240 L560,-140 Q600,-130 600,-100 "
              "L600,-40 Q600,-20 580,-20 L20,-20 Q0,-20 0,-40 Z", body),
         path("M445,-250 L480,-250 L540,-150 L445,-150 Z", TEAL_XL), rect(330, -250, 95, 100, TEAL_XL, rx=8),
         rect(0, -110, 600, 22, trim), rect(436, -150, 6, 120, TEAL_D, op=0.5), rect(560, -110, 40, 22, OCHRE_L),
         circ(200, -175, 66, CREAM_L), circ(200, -175, 66, "none", stroke=trim, sw=8)]
    o.append(heart(200, -175, 0.95, TERRA))
    for wx in (130, 470):
        o += [circ(wx, -24, 52, BROWN), circ(wx, -24, 24, SAND), circ(wx, -24, 8, BROWN_M)]
    return g(o, f"translate({f(x)} {f(y)}) scale({s})")


@image(16, "16-project-community-van.svg",
       "A teal community van with a heart emblem drives along a country road past fields, a farmhouse and trees.")
def img16(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("sky", [(0, "#f2d7b3"), (1, CREAM)])))
    s.add(sun(300, 200, 100), cloud(900, 150, 1.3), cloud(1300, 260, 0.8))
    s.add(path("M0,470 Q300,380 650,440 T1200,420 T1500,400 L1500,1000 L0,1000 Z", TEAL_L))
    s.add(path("M0,540 Q500,470 900,520 T1500,500 L1500,1000 L0,1000 Z", SAGE_L))
    # striped fields
    s.add(path("M0,600 Q400,560 750,590 L750,700 L0,700 Z", OCHRE_L), path("M750,590 Q1100,560 1500,580 L1500,700 L750,700 Z", SAGE))
    for i in range(5):
        y = 610 + i * 20
        s.add(line([(20, y), (720, y - 8 + i * 2)], OCHRE, 5, op=0.5), line([(780, y - 6), (1480, y - 6)], SAGE_D, 5, op=0.5))
    # farmhouse, barn and silo
    s.add(house(1000, 560, 160, 110, TERRA, TERRA_D, BROWN_M, CREAM_L))
    s.add(rect(1190, 380, 70, 180, SAND), path("M1190,380 A35,35 0 0 1 1260,380 Z", TEAL_D))
    s.add(tree(900, 570, 170, SAGE, SAGE_D), tree(1360, 560, 200, TEAL_L, TEAL), tree(160, 560, 150, SAGE, SAGE_D),
          tree(250, 570, 110, TEAL_L, TEAL), tree(1460, 570, 120, SAGE, SAGE_D))
    # road
    s.add(rect(0, 700, W, 300, SAGE_D))
    s.add(path("M0,760 Q750,730 1500,760 L1500,920 Q750,890 0,920 Z", "#c9b49a"))
    s.add(path("M0,840 Q750,812 1500,840", "none", stroke=CREAM_L, sw=10).replace("/>", ' stroke-dasharray="60 40"/>'))
    for x, y in [(160, 980), (520, 970), (1290, 980), (1420, 960)]:
        s.add(bush(x, y, 90, SAGE, SAGE_L))
    s.add(van(470, 855, 1.0))
    for i, y in enumerate([640, 690, 740]):
        s.add(line([(300 - i * 40, y), (430 - i * 20, y)], WHITE, 10, op=0.8))


def pot_of_stew(x, ground, w, color=TERRA_D):
    """A cooking pot with handles and a lid, standing on `ground`, centred at x."""
    h = w * 0.62
    return "".join([rect(x - w / 2 - w * 0.1, ground - h * 0.75, w * 1.2, h * 0.14, color, rx=h * 0.07),
                    rect(x - w / 2, ground - h, w, h, color, rx=w * 0.1), rect(x - w / 2, ground - h * 0.62, w, h * 0.1, BROWN, op=0.15),
                    ell(x, ground - h, w / 2 + 4, h * 0.14, BROWN_M), circ(x, ground - h - h * 0.14, w * 0.06, BROWN_M)])


@image(17, "17-project-shared-meal.svg",
       "Neighbors of all ages share a meal at a long table in a bright community room under pendant lights.")
def img17(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, CREAM_L), (1, SAND)])))
    for x in (120, 620, 1120):
        s.add(window(x, 90, 260, 280, sky=s.lgrad(f"sky{x}", [(0, TEAL_XL), (1, CREAM_L)]),
                     inner=[path(f"M{x},{300} Q{x+130},{260} {x+260},{295} L{x+260},{370} L{x},{370} Z", SAGE_L)]))
    s.add(bunting(-20, 30, 1520, 30, 26, 14, [TERRA, OCHRE, TEAL, ROSE], size=34))
    # pendant lights
    for x in (450, 1050):
        s.add(line([(x, 0), (x, 110)], BROWN, 5), path(f"M{x-60},{170} A60,60 0 0 1 {x+60},{170} Z", TEAL), ell(x, 172, 56, 8, OCHRE_L))
    s.add(rect(0, 640, W, 360, BROWN_L), rect(0, 640, W, 12, BROWN_M))
    s.add(potted_plant(60, 660, 260, TERRA, seed=1), potted_plant(1440, 660, 260, TEAL, seed=3))
    # the diners on the far side of the table
    diners = [(250, 4.2, SKINS[2], "dark", "scarf", OCHRE, {}),
              (470, 3.3, SKINS[0], "blond", "ponytail", TEAL_L, {"child": True,
                                                                 "arms": ([(-11, -72), (-14, -58), (-12, -46)], [(11, -72), (20, -82), (24, -98)])}),
              (700, 4.4, SKINS[4], "grey", "bald", TERRA, {"arms": ([(-11, -72), (-16, -58), (-10, -46)], [(11, -72), (24, -62), (34, -56)])}),
              (930, 4.2, SKINS[1], "auburn", "long", TEAL, {"arms": ([(-11, -72), (-24, -62), (-34, -56)], [(11, -72), (16, -58), (10, -46)])}),
              (1170, 4.3, SKINS[3], "black", "crop", ROSE, {}),
              (1360, 3.4, SKINS[4], "black", "afro", OCHRE_L, {"child": True})]
    for x, sc, sk, hr, st, top, kw in diners:
        kw = dict(kw)
        kw.setdefault("arms", ([(-11, -72), (-16, -58), (-10, -46)], [(11, -72), (16, -58), (10, -46)]))
        s.add(rect(x - 17 * sc, 690 - 42 * sc, 34 * sc, 52 * sc, BROWN_M, rx=5 * sc))
        s.add(person(x, 690 + 32 * sc, sc, sk, hr, st, top, BROWN, pose="bust", **kw))
    # a bowl of fruit passed across the table
    s.add(fruit_bowl(818, 606, 100, TEAL))
    # the table and the meal
    s.add(rect(40, 680, 1420, 90, WHITE), rect(40, 680, 1420, 14, SAND, op=0.6))
    s.add(rect(40, 770, 1420, 60, CREAM_L), path("M40,830 " + " ".join(f"Q{70 + 60 * k},{850} {100 + 60 * k},{830}" for k in range(24)) + " L1460,770 L40,770 Z", CREAM_L))
    s.add(rect(120, 830, 26, 170, BROWN_M), rect(1354, 830, 26, 170, BROWN_M))
    for x in (250, 470, 700, 930, 1170, 1360):
        s.add(plate(x, 728, 130, food=[ell(x - 18, 722, 22, 9, SAGE), ell(x + 16, 722, 20, 9, OCHRE), circ(x + 2, 716, 9, TERRA)]))
    s.add(pot_of_stew(585, 716, 100), plate(815, 718, 120, OCHRE_L, food=[circ(795, 706, 14, OCHRE_D), circ(825, 704, 14, OCHRE), circ(810, 694, 13, OCHRE_D)]))
    s.add(loaf(1060, 705, 110), jar(1260, 716, 40, 66, TEAL_L, TEAL_D))
    for x in (350, 1000):
        s.add(rect(x - 8, 652, 16, 50, TEAL_XL, rx=4, op=0.9), rect(x - 8, 674, 16, 28, TERRA_L, rx=3, op=0.7))
    # two more at the near side, seen from behind
    for x, sk, hr, st, top in [(380, SKINS[3], "dark", "bun", TERRA_L), (1120, SKINS[0], "grey", "short", TEAL)]:
        s.add(person(x, 1300, 6.2, sk, hr, st, top, BROWN, pose="bust", back=True, arms=ARMS_FORWARD))


def watering_can(x, y, s, color=TEAL):
    return g([rect(-20, -16, 40, 30, color, rx=5), line([(18, -6), (38, -26)], color, 5),
              ell(40, -28, 5, 3, color, rot=-40), path("M-18,-14 Q-30,-30 -10,-24", "none", stroke=color, sw=4)],
             f"translate({f(x)} {f(y)}) scale({s})")


@image(18, "18-project-community-garden.svg",
       "Neighbors tend raised vegetable beds in a sunny community garden with a picket fence, sunflowers and a shed.")
def img18(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("sky", [(0, "#f1d8b4"), (1, CREAM)])))
    s.add(sun(1250, 170, 90), cloud(450, 130, 1.2))
    s.add(path("M0,470 Q400,400 800,450 T1500,430 L1500,1000 L0,1000 Z", SAGE_L))
    s.add(tree(1380, 520, 300, TEAL_L, TEAL), tree(700, 470, 160, SAGE, SAGE_D))
    # shed
    s.add(rect(80, 300, 300, 260, TERRA), poly([(60, 310), (230, 200), (400, 310)], TERRA_D), rect(180, 390, 100, 170, BROWN_M),
          rect(105, 340, 60, 56, TEAL_XL), circ(262, 480, 6, OCHRE))
    # sunflowers and fence
    for i, x in enumerate(range(470, 1200, 110)):
        hgt = 260 + (i * 37) % 90
        s.add(line([(x, 600), (x, 600 - hgt)], SAGE_D, 10), ell(x + 20, 600 - hgt * 0.5, 22, 10, SAGE, rot=-30))
        petals = []
        for k in range(28):
            a = math.radians(k * 360 / 28 + i * 7)
            rr = 52 if k % 2 == 0 else 24
            petals.append((x + math.cos(a) * rr, 600 - hgt + math.sin(a) * rr))
        s.add(poly(petals, OCHRE, join="round"), circ(x, 600 - hgt, 22, BROWN_M))
    for x in range(0, W, 60):
        s.add(path(f"M{x+8},620 L{x+8},480 L{x+26},462 L{x+44},480 L{x+44},620 Z", CREAM_L))
    s.add(rect(0, 510, W, 16, CREAM_L), rect(0, 580, W, 16, CREAM_L))
    s.add(rect(0, 620, W, 380, SAGE))
    # raised beds
    beds = [(60, 700, 520, 110), (860, 700, 560, 110), (-40, 860, 560, 130), (900, 860, 640, 130)]
    for x, y, w, h in beds:
        s.add(rect(x, y, w, h, BROWN_M, rx=8), rect(x + 10, y + 10, w - 20, 24, BROWN, op=0.6))
    for x0, y0, w in [(90, 700, 480), (890, 700, 500)]:
        for k in range(int(w // 70)):
            cx = x0 + 30 + k * 70
            s.add(leaf(cx, y0 + 4, 70, -25, 18, SAGE_D), leaf(cx, y0 + 4, 80, 5, 20, SAGE), leaf(cx, y0 + 4, 64, 35, 16, SAGE_D))
    for k in range(6):
        cx = 40 + k * 80
        s.add(line([(cx, 860), (cx, 730)], BROWN_L, 6), leaf(cx, 820, 60, -40, 16, SAGE), leaf(cx, 790, 60, 40, 16, SAGE_D),
              circ(cx - 14, 800, 13, TERRA), circ(cx + 12, 770, 12, TERRA), circ(cx + 4, 830, 11, TERRA_D))
    for k in range(7):
        cx = 940 + k * 84
        s.add(ell(cx, 852, 30, 22, OCHRE), leaf(cx, 834, 50, -15, 12, SAGE_D), leaf(cx, 834, 46, 20, 12, SAGE))
    s.add(path("M580,1000 L650,620 L850,620 L930,1000 Z", SAND))
    s.add(person(760, 870, 2.6, SKINS[2], "dark", "crop", OCHRE, TEAL_D, sleeves="short",
                 arms=([(-11, -72), (-16, -58), (-14, -45)], [(11, -72), (22, -60), (30, -54)]),
                 hold=[watering_can(36, -52, 0.55)]))
    s.add(person(440, 700, 2.2, SKINS[0], "grey", "bun", TEAL, BROWN, dress=True, flip=True,
                 arms=([(-11, -72), (-18, -60), (-24, -50)], ARM_DOWN_R),
                 hold=[g([path("M-40,-56 L-16,-56 L-20,-40 L-36,-40 Z", OCHRE_D), circ(-34, -57, 4, TERRA), circ(-26, -58, 4, SAGE),
                          circ(-20, -57, 4, TERRA)])]))
    s.add(person(1120, 700, 2.3, SKINS[4], "black", "afro", TERRA, SAND_D, sleeves="short"))
    s.add(person(640, 930, 1.6, SKINS[3], "dark", "curly", TEAL_L, BROWN_M, child=True, sleeves="short",
                 arms=([(-11, -72), (-18, -80), (-22, -96)], ARM_DOWN_R)))



def crane(x, ground, h, jib, color=OCHRE):
    """A tower crane: a lattice mast at x, the jib reaching jib to the left and a short counter-jib."""
    o = [rect(x - 22, ground - h, 44, h, "none", stroke=color, sw=8)]
    n = int(h // 44)
    for i in range(n):
        y0 = ground - h + i * 44
        o.append(line([(x - 22, y0), (x + 22, y0 + 44)], color, 6, cap="butt"))
    top = ground - h
    o += [poly([(x - 30, top), (x + 30, top), (x, top - 70)], color),
          rect(x - jib, top - 26, jib + 220, 26, color), line([(x, top - 70), (x - jib + 30, top - 26)], color, 5),
          line([(x, top - 70), (x + 200, top - 26)], color, 5), rect(x + 120, top - 10, 90, 60, BROWN_M),
          rect(x + 22, top, 56, 50, TEAL_D)]
    return "".join(o)


@image(19, "19-project-new-wing.svg",
       "A new wing rises beside a community building, with scaffolding, a crane lifting a beam and a builder in a hard hat.")
def img19(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("sky", [(0, "#f1d6b2"), (1, CREAM)])))
    s.add(sun(200, 160, 80), cloud(700, 120, 1.1), cloud(1300, 300, 0.8))
    s.add(path("M0,640 Q500,580 900,620 T1500,600 L1500,1000 L0,1000 Z", SAGE_L))
    # existing building
    s.add(rect(90, 360, 560, 470, TERRA), poly([(60, 372), (370, 240), (680, 372)], TERRA_D), rect(60, 360, 620, 22, BROWN_M, rx=6))
    s.add(windows(140, 420, 3, 2, 110, 120, 60, 60, TEAL_XL, frame=WHITE), rect(310, 690, 120, 140, TEAL), rect(300, 670, 140, 22, OCHRE, rx=6))
    # the new wing: finished lower floor, frame above, scaffolding
    s.add(rect(650, 600, 520, 230, SAND), windows(700, 640, 3, 1, 110, 110, 50, 0, TEAL_XL, frame=WHITE))
    for x in (650, 823, 996, 1170):
        s.add(rect(x - 10, 380, 20, 230, OCHRE_D))
    s.add(rect(640, 380, 540, 20, OCHRE_D), rect(640, 490, 540, 16, OCHRE_D))
    for x in (620, 1200):
        s.add(rect(x - 6, 360, 12, 470, BROWN_M))
    for y in (480, 600, 720):
        s.add(rect(1190, y, 90, 12, BROWN_L), rect(1274, y - 120, 10, 132, BROWN_M))
    s.add(line([(1200, 600), (1280, 480)], BROWN_M, 6), line([(1200, 720), (1280, 600)], BROWN_M, 6))
    # crane and its beam
    s.add(crane(1360, 830, 640, 560))
    s.add(line([(930, 190), (930, 290)], BROWN, 4), poly([(905, 290), (955, 290), (930, 270)], BROWN),
          rect(780, 290, 300, 26, TERRA_D), line([(930, 290), (800, 290)], BROWN, 3), line([(930, 290), (1060, 290)], BROWN, 3))
    s.add(rect(0, 830, W, 170, "#c9b49a"), rect(0, 830, W, 16, SAND_D))
    s.add(tree(80, 860, 260, SAGE, SAGE_D), tree(1460, 880, 200, TEAL_L, TEAL))
    # builders
    vest = [path("M-9,-76 L-5,-48 L5,-48 L9,-76", "none", stroke=OCHRE_L, sw=3)]
    s.add(person(520, 930, 3.0, SKINS[3], "dark", "cap", TERRA_L, TEAL_D, hold=vest,
                 arms=([(-11, -72), (-16, -58), (-14, -45)], [(11, -72), (22, -82), (30, -96)])))
    s.add(person(1240, 478, 1.5, SKINS[0], OCHRE, "cap", TERRA_L, BROWN, hold=vest))
    # barrier
    s.add(rect(700, 880, 380, 24, CREAM_L), rect(720, 880, 40, 24, TERRA), rect(800, 880, 40, 24, TERRA), rect(880, 880, 40, 24, TERRA),
          rect(960, 880, 40, 24, TERRA), rect(1040, 880, 40, 24, TERRA), rect(720, 904, 16, 60, BROWN_M), rect(1044, 904, 16, 60, BROWN_M))


@image(20, "20-project-mural.svg",
       "Two neighbors paint a bright mural of a sun, hills and hearts on a long wall, one of them on a stepladder.")
def img20(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("sky", [(0, TEAL_XL), (1, CREAM)])))
    s.add(cloud(300, 90, 1.0), cloud(1150, 70, 0.8))
    s.add(rect(0, 170, W, 640, CREAM_L), rect(0, 160, W, 24, SAND_D))
    # the finished part of the mural
    s.add(circ(330, 430, 140, OCHRE), circ(330, 430, 100, OCHRE_L))
    s.add(path("M0,700 Q200,520 420,620 T860,600 L860,810 L0,810 Z", TEAL), path("M0,760 Q300,650 600,720 T860,700 L860,810 L0,810 Z", SAGE))
    s.add(heart(640, 360, 2.2, TERRA), heart(760, 480, 1.2, ROSE), heart(540, 520, 0.9, TERRA_D))
    for bx, by, bs in [(90, 300, 1.4), (170, 350, 1.1), (240, 290, 1.2)]:
        s.add(path(f"M{bx-18*bs},{by} Q{bx-8*bs},{by-12*bs} {bx},{by} Q{bx+8*bs},{by-12*bs} {bx+18*bs},{by}", "none",
                   stroke=TEAL_D, sw=6, cap="round"))
    # the part still drawn in pencil
    s.add(path("M860,600 Q1050,520 1240,600 T1500,580", "none", stroke=BROWN_L, sw=5).replace("/>", ' stroke-dasharray="18 12"/>'))
    s.add(circ(1200, 380, 110, "none", stroke=BROWN_L, sw=5).replace("/>", ' stroke-dasharray="18 12"/>'))
    s.add(path("M860,700 Q1100,640 1300,700 T1500,690 L1500,810 L860,810 Z", SAGE_L, op=0.5))
    s.add(path("M860,600 Q1050,520 1240,600 L1240,640 Q1050,570 860,640 Z", TEAL, op=0.9))
    # pavement
    s.add(rect(0, 810, W, 190, SAND_D), rect(0, 810, W, 14, BROWN_L, op=0.5))
    for x in range(0, W, 200):
        s.add(line([(x, 824), (x - 60, 1000)], BROWN_L, 4, op=0.4))
    # stepladder and painter with a roller
    s.add(line([(980, 960), (1060, 620)], BROWN_M, 14), line([(1140, 960), (1060, 620)], BROWN_M, 14))
    for y in (720, 800, 880):
        s.add(line([(1060 - (y - 620) * 0.235, y), (1060 + (y - 620) * 0.235, y)], BROWN_M, 10))
    s.add(person(1060, 724, 3.2, SKINS[4], "black", "bun", TEAL, SAND_D, sleeves="short", flip=True,
                 arms=([(-11, -72), (-16, -58), (-14, -45)], [(11, -72), (22, -84), (30, -98)]),
                 hold=[line([(30, -98), (40, -128)], BROWN, 2.5), rect(30, -136, 26, 9, TERRA, rx=4)]))
    s.add(path("M845,470 L870,330 L900,330 L880,470 Z", TERRA, op=0.85))
    # second painter with a brush
    s.add(person(760, 950, 3.6, SKINS[1], "brown", "short", OCHRE, TEAL_D, sleeves="short",
                 arms=([(-11, -72), (-16, -58), (-14, -45)], [(11, -72), (24, -80), (32, -92)]),
                 hold=[line([(32, -92), (38, -106)], BROWN, 2.5), rect(35, -112, 6, 8, TERRA_D, rx=2)]))
    for x, c in [(430, TERRA), (520, TEAL), (1240, OCHRE)]:
        s.add(rect(x, 900, 70, 80, SAND, rx=8), ell(x + 35, 900, 35, 10, c), path(f"M{x+4},905 Q{x+35},870 {x+66},905", "none", stroke=BROWN_M, sw=4))


@image(21, "21-success-celebration.svg",
       "Family and friends clap and cheer under balloons and confetti as a woman in the middle raises a bunch of flowers in celebration.")
def img21(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("wall", [(0, "#f1dcc0"), (1, CREAM)])))
    s.add(rect(0, 820, W, 180, TERRA_L), rect(0, 820, W, 16, TERRA, op=0.5))
    s.add(bunting(-20, 60, 1520, 60, 50, 12, [TEAL, OCHRE, TERRA, ROSE], size=46))
    for x, y, c in [(150, 260, TERRA), (230, 200, OCHRE), (300, 280, TEAL), (1210, 250, TEAL), (1290, 190, ROSE), (1360, 270, OCHRE)]:
        s.add(path(f"M{x},{y+70} Q{x-20},{y+200} {x+10},{y+330}", "none", stroke=BROWN_M, sw=3),
              ell(x, y, 50, 62, c), poly([(x - 8, y + 70), (x + 8, y + 70), (x, y + 58)], c))
    import random
    rnd = random.Random(21)
    for _ in range(46):
        x, y = rnd.uniform(0, W), rnd.uniform(120, 640)
        c = rnd.choice([TERRA, OCHRE, TEAL, ROSE, TEAL_L, OCHRE_L])
        if rnd.random() < 0.5:
            s.add(rect(x, y, 18, 10, c).replace("/>", f' transform="rotate({rnd.randint(0, 180)} {f(x)} {f(y)})"/>'))
        else:
            s.add(circ(x, y, 7, c))
    clap = ([(-11, -72), (-6, -60), (1, -62)], [(11, -72), (8, -60), (2, -62)])
    s.add(person(270, 950, 4.8, SKINS[4], "grey", "short", OCHRE, BROWN, arms=clap))
    s.add(person(500, 975, 3.0, SKINS[4], "black", "afro", TEAL_L, TEAL_D, child=True,
                 arms=([(-11, -72), (-19, -84), (-23, -100)], [(11, -72), (19, -84), (23, -100)])))
    s.add(person(1010, 970, 3.0, SKINS[4], "dark", "ponytail", ROSE, BROWN_M, child=True, dress=True, arms=clap))
    s.add(person(1230, 950, 4.8, SKINS[2], "dark", "scarf", TERRA, BROWN, dress=True, arms=clap))
    # the woman being celebrated
    s.add(person(750, 960, 5.6, SKINS[3], "black", "bun", TEAL_D, BROWN, dress=True, shoes=BROWN,
                 arms=([(-11, -72), (-22, -84), (-26, -100)], [(11, -72), (22, -86), (26, -104)]),
                 hold=[path("M-4,-78 L0,-70 L4,-78", "none", stroke=OCHRE, sw=2.5, join="round"),
                       circ(-26, -100, 3.4, SKINS[3])] + bouquet(26, -104, 1.3, 15) + [circ(26, -104, 3.4, SKINS[3])]))



def gift(x, ground, w, h, color=TERRA, ribbon=OCHRE):
    return "".join([rect(x - w / 2, ground - h, w, h, color, rx=8), rect(x - w / 2 - 12, ground - h - 10, w + 24, h * 0.26, color, rx=8),
                    rect(x - w / 2 - 12, ground - h - 10, w + 24, h * 0.26, BROWN, op=0.12, rx=8),
                    rect(x - 14, ground - h - 10, 28, h + 10, ribbon),
                    ell(x - 34, ground - h - 30, 38, 22, ribbon, rot=20), ell(x + 34, ground - h - 30, 38, 22, ribbon, rot=-20),
                    circ(x, ground - h - 18, 16, OCHRE_D)])


@image(22, "22-join-us-handshake.svg",
       "Two people shake hands in front of a large heart, with a wrapped gift between them and small hearts floating above.")
def img22(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.rgrad("glow", [(0, "#f8e4c6", 1), (1, "#efd3ae", 1)], 0.5, 0.45, 0.75)))
    for i in range(24):
        a = math.radians(i * 15)
        s.add(poly([(800, 420), (800 + math.cos(a) * 1200, 420 + math.sin(a) * 1200),
                    (800 + math.cos(a + 0.13) * 1200, 420 + math.sin(a + 0.13) * 1200)], WHITE, op=0.16))
    s.add(heart(800, 420, 7.4, TERRA_L), heart(800, 410, 6.2, PEACH))
    for x, y, sc, c in [(300, 180, 1.2, TERRA), (420, 320, 0.7, TEAL), (1280, 160, 1.0, OCHRE_D), (1190, 330, 0.7, TERRA_D),
                        (180, 420, 0.6, ROSE), (1420, 400, 0.8, TEAL)]:
        s.add(heart(x, y, sc, c))
    s.add(rect(0, 850, W, 50, SAND_D), ell(800, 855, 520, 26, BROWN_M, op=0.15))
    for x, ln in [(140, 1), (1460, -1)]:
        s.add(path(f"M{x-60},850 L{x+60},850 L{x+45},740 L{x-45},740 Z", TEAL_D))
        for ang, l_, c in [(-35, 200, SAGE), (-8, 260, SAGE_D), (20, 230, SAGE), (48, 170, SAGE_D)]:
            s.add(leaf(x, 745, l_, ang * ln, l_ * 0.22, c, rib=SAGE_L))
    s.add(person(620, 850, 5.5, SKINS[0], "auburn", "long", TEAL, BROWN, dress=False,
                 arms=([(-11, -72), (-15, -58), (-14, -45)], [(11, -72), (22, -62), (32.5, -56)])))
    s.add(person(980, 850, 5.5, SKINS[4], "black", "crop", OCHRE, TEAL_D, flip=True,
                 arms=([(-11, -72), (-15, -58), (-14, -45)], [(11, -72), (22, -62), (32.5, -56)])))
    s.add(ell(800, 542, 26, 18, SKINS[0]), ell(806, 548, 22, 15, SKINS[4]))
    s.add(gift(800, 850, 150, 130))


def lamppost(x, ground, h, color=TEAL_D):
    return "".join([rect(x - 7, ground - h, 14, h, color), rect(x - 20, ground - 16, 40, 16, color, rx=4),
                    path(f"M{x-26},{ground-h} L{x+26},{ground-h} L{x+18},{ground-h-50} L{x-18},{ground-h-50} Z", color),
                    rect(x - 16, ground - h - 44, 32, 40, OCHRE_L), poly([(x - 30, ground - h - 48), (x + 30, ground - h - 48), (x, ground - h - 74)], color)])


@image(23, "23-contact-main-street.svg",
       "A sunny main street with a welcoming brick office, shop fronts with awnings, a post box, a street lamp and trees.")
def img23(s: Svg):
    W, H = s.w, s.h
    s.add(rect(0, 0, W, H, s.lgrad("sky", [(0, "#f2d8b4"), (1, CREAM)])))
    s.add(sun(1420, 120, 70), cloud(260, 110, 1.0), cloud(900, 70, 0.7))
    # far roofs
    s.add(path("M0,420 L120,420 L120,360 L240,360 L240,400 L420,400 L420,330 L520,330 L520,420 L1600,420 L1600,500 L0,500 Z", SAND_D))
    # the row of buildings
    blds = [(-20, 300, 330, ROSE, "shop"), (280, 380, 240, TEAL_L, "flat"), (1100, 270, 290, OCHRE_L, "shop"),
            (1370, 250, 300, TERRA_L, "flat")]
    for x, w, top, c, kind in blds:
        s.add(rect(x, top, w, 700 - top, c), rect(x - 8, top - 16, w + 16, 22, BROWN_M, op=0.8))
        s.add(windows(x + 40, top + 50, max(1, int((w - 40) // 110)), 2 if 700 - top > 360 else 1, 70, 90, 40, 50, CREAM_L, frame=None))
        if kind == "shop":
            s.add(rect(x + 30, 560, w - 60, 140, TEAL_XL), rect(x + 30, 560, w - 60, 140, "none", stroke=BROWN_M, sw=8))
            aw = []
            n = int((w - 40) // 40)
            for i in range(n):
                aw.append(path(f"M{x+20+i*(w-40)/n},520 L{x+20+(i+1)*(w-40)/n},520 L{x+20+(i+1)*(w-40)/n},560 "
                               f"Q{x+20+(i+0.5)*(w-40)/n},580 {x+20+i*(w-40)/n},560 Z", TERRA if i % 2 else CREAM_L))
            s.add(aw)
    # the office: two storeys of brick with a teal door and a hanging sign
    x, w, top = 520, 580, 200
    s.add(rect(x, top, w, 500, TERRA), rect(x - 12, top - 20, w + 24, 28, BROWN_M), poly([(x - 12, top - 20), (x + w / 2, top - 110), (x + w + 12, top - 20)], TERRA_D))
    for row in range(11):
        for col in range(9):
            if (row * 3 + col) % 4 == 0:
                s.add(rect(x + 20 + col * 62 + (row % 2) * 28, top + 24 + row * 42, 40, 12, TERRA_D, op=0.22, rx=3))
    s.add(circ(x + w / 2, top - 52, 28, CREAM_L), windows(x + 50, top + 60, 3, 1, 120, 140, 45, 0, TEAL_XL, frame=WHITE))
    s.add(rect(x + 230, 470, 120, 230, TEAL), rect(x + 220, 452, 140, 22, OCHRE, rx=6), circ(x + 330, 590, 7, OCHRE_L),
          rect(x + 256, 488, 68, 60, TEAL_XL), rect(x + 270, 420, 40, 24, CREAM_L, rx=4))
    s.add(windows(x + 50, 480, 1, 1, 140, 150, 0, 0, TEAL_XL, frame=WHITE), windows(x + 390, 480, 1, 1, 140, 150, 0, 0, TEAL_XL, frame=WHITE))
    s.add(rect(x + 40, 630, 160, 24, BROWN_M), bush(x + 120, 632, 140, SAGE, SAGE_D), rect(x + 380, 630, 160, 24, BROWN_M), bush(x + 460, 632, 140, SAGE, SAGE_D))
    # hanging sign with a heart
    s.add(rect(x + w, 330, 110, 10, BROWN), line([(x + w + 20, 340), (x + w + 20, 360)], BROWN, 4),
          line([(x + w + 90, 340), (x + w + 90, 360)], BROWN, 4), rect(x + w + 5, 360, 100, 90, OCHRE, rx=10),
          heart(x + w + 55, 403, 0.8, TEAL_D))
    # pavement and street
    s.add(rect(0, 700, W, 80, SAND), rect(0, 700, W, 10, SAND_D), rect(0, 780, W, 120, "#c9b49a"), rect(0, 776, W, 10, SAND_D))
    s.add(path("M0,850 L1600,850", "none", stroke=CREAM_L, sw=8).replace("/>", ' stroke-dasharray="60 40"/>'))
    s.add(tree(430, 740, 330, SAGE, SAGE_D), tree(1330, 740, 300, TEAL_L, TEAL))
    s.add(lamppost(160, 750, 330))
    # post box
    s.add(rect(1470, 620, 80, 130, TERRA_D, rx=30), rect(1460, 612, 100, 24, TERRA_D, rx=12), rect(1482, 650, 56, 8, BROWN),
          rect(1494, 680, 32, 30, OCHRE_L, rx=3))
    # bench and bicycle
    s.add(rect(900, 690, 180, 14, BROWN_M, rx=5), rect(900, 720, 180, 14, BROWN_M, rx=5), rect(910, 734, 10, 30, BROWN), rect(1060, 734, 10, 30, BROWN))
    s.add(person(300, 770, 2.4, SKINS[2], "dark", "bun", OCHRE, TEAL_D, pose="walk", dress=True,
                 arms=([(-11, -72), (-18, -60), (-20, -48)], [(11, -72), (16, -62), (10, -56)]),
                 hold=[rect(4, -64, 8, 13, BROWN, rx=2)]))
    s.add(person(1180, 775, 2.5, SKINS[0], "grey", "bald", TEAL, BROWN_M, pose="walk", flip=True))



def main(argv):
    only = {int(a) for a in argv[1:]}
    sizes = {1: (1600, 1200), 2: (1200, 1600), 3: (1200, 1200), 8: (1600, 900), 13: (1600, 900),
             14: (1600, 900), 15: (1600, 900), 21: (1500, 1000), 22: (1600, 900), 23: (1600, 900)}
    for o in (4, 5, 6, 7, 9, 10, 11, 12):
        sizes[o] = (1600, 1200)
    for o in range(16, 21):
        sizes[o] = (1500, 1000)
    manifest = list(EXTERNAL)
    drawn = {o for o, _, _, _ in IMAGES}
    clash = drawn & {o for o, _, _ in EXTERNAL}
    if clash:
        sys.exit(f"orders {sorted(clash)} are both drawn here and listed in EXTERNAL")
    for order, file, alt, fn in sorted(IMAGES, key=lambda i: i[0]):
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
        for order, file, alt in sorted(manifest):
            quoted = alt.replace("\\", "\\\\").replace('"', '\\"')
            fh.write(f'\n[[image]]\norder = {order}\nfile = "{file}"\nalt = "{quoted}"\n')


if __name__ == "__main__":
    main(sys.argv)
