// A resume's place as cells of three grids, kept in the resume read model beside its words: 20
// cells per degree (about 5.5 km across), 5 and 1. A radius search asks for the cells that cover
// its bounding box at the finest grid that needs few of them. A cell's key is
// '<cells per degree>:<floor(lat × cells)>:<floor(lng × cells)>', the same whether SQL (the
// projection's trigger) or TypeScript (the search) computes it: both multiply doubles and floor.
export const PLACE_CELLS_PER_DEGREE = [20, 5, 1] as const;

// the most cells a search asks for at a grid finer than the coarsest
const CELLS_MAX = 64;
// at the coarsest grid: beyond it (a very wide box near a pole) the cells are left out
const COARSE_CELLS_MAX = 400;

export const placeCellKey = (per: number, lat: number, lng: number): string => `${per}:${Math.floor(lat * per)}:${Math.floor(lng * per)}`;

// The cells that cover a box, at the finest grid that needs at most CELLS_MAX of them; null when
// even the coarsest grid needs too many.
export function placeCellsCovering(box: { south: number; north: number; west: number; east: number }): string[] | null {
  for (const per of PLACE_CELLS_PER_DEGREE) {
    const [lat0, lat1] = [Math.floor(box.south * per), Math.floor(box.north * per)];
    const [lng0, lng1] = [Math.floor(box.west * per), Math.floor(box.east * per)];
    const cells = (lat1 - lat0 + 1) * (lng1 - lng0 + 1);
    if (cells > (per === PLACE_CELLS_PER_DEGREE.at(-1) ? COARSE_CELLS_MAX : CELLS_MAX)) continue;
    const keys: string[] = [];
    for (let lat = lat0; lat <= lat1; lat++) for (let lng = lng0; lng <= lng1; lng++) keys.push(`${per}:${lat}:${lng}`);
    return keys;
  }
  return null;
}
