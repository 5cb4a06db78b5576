/**
 * Prospect names as the page keeps them (contract `Prospects.prospectNames`): per gift level in
 * whole dollars, the names in box order. Empty boxes keep their place as "" between names; empty
 * boxes at the end and levels without any name are dropped, so the same names always compare equal.
 */
export type Names = Record<string, string[]>;

export function normalizeNames(names: Names): Names {
  const out: Names = {};
  for (const key of Object.keys(names).sort()) {
    const list = [...names[key]];
    while (list.length > 0 && list[list.length - 1].trim() === '') list.pop();
    if (list.length > 0) out[key] = list;
  }
  return out;
}

/** The names with box `index` of `level` set to `name`. */
export function setName(names: Names, level: string, index: number, name: string): Names {
  const list = [...(names[level] ?? [])];
  while (list.length <= index) list.push('');
  list[index] = name;
  return { ...names, [level]: list };
}

/** How many of the first `needed` boxes of a level hold a name. */
export function namedCount(names: Names, level: string, needed: number): number {
  return (names[level] ?? []).slice(0, needed).filter((n) => n.trim() !== '').length;
}

/** Names typed beyond the boxes the level needs now (kept for a higher ratio). */
export function keptBeyond(names: Names, level: string, needed: number): number {
  return (names[level] ?? []).slice(needed).filter((n) => n.trim() !== '').length;
}
