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

const EARTH_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
const kmBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  2 * EARTH_KM * Math.asin(Math.sqrt(Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2));

// The cells around a place that a circle of radiusKm can reach: those of its bounding box, less the
// ones whose nearest point is beyond the radius (the box's corners, up to a fifth of its area), so a
// search reads fewer rows that the exact distance would then turn away. A small margin keeps every
// cell the circle touches. The coarsest grid is taken whole. Null: no cells narrow the search.
export function placeCellsNear(origin: { lat: number; lng: number }, radiusKm: number): string[] | null {
  const angle = radiusKm / EARTH_KM;
  const dLat = angle * (180 / Math.PI);
  const cosLat = Math.cos(radians(origin.lat));
  // the box's widest longitude is where the circle's edge meets a meridian at a right angle
  const dLng = Math.sin(angle) < cosLat ? Math.asin(Math.sin(angle) / cosLat) * (180 / Math.PI) : 180;
  // a circle over the 180th meridian or a pole: the grid's keys do not wrap around, so the search
  // goes by the exact distance alone
  if (origin.lng - dLng < -180 || origin.lng + dLng > 180 || origin.lat - dLat < -90 || origin.lat + dLat > 90) return null;
  const cells = placeCellsCovering({ south: origin.lat - dLat, north: origin.lat + dLat, west: origin.lng - dLng, east: origin.lng + dLng });
  if (!cells || cells[0]!.startsWith(`${PLACE_CELLS_PER_DEGREE.at(-1)}:`)) return cells;
  const reach = radiusKm * 1.01 + 0.05;
  return cells.filter((key) => {
    const [per, lat, lng] = key.split(':').map(Number) as [number, number, number];
    // the cell's point nearest the origin: the origin held within the cell's edges
    const nearest = { lat: Math.min(Math.max(origin.lat, lat / per), (lat + 1) / per), lng: Math.min(Math.max(origin.lng, lng / per), (lng + 1) / per) };
    return kmBetween(origin, nearest) <= reach;
  });
}
