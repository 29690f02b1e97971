import { describe, expect, it } from 'vitest';
import { placeCellKey, placeCellsCovering, placeCellsNear } from './place-cells';

// a point at a distance and bearing from an origin, on the sphere
function destination(origin: { lat: number; lng: number }, km: number, bearingDegrees: number) {
  const r = (d: number) => (d * Math.PI) / 180;
  const angle = km / 6371;
  const lat = Math.asin(Math.sin(r(origin.lat)) * Math.cos(angle) + Math.cos(r(origin.lat)) * Math.sin(angle) * Math.cos(r(bearingDegrees)));
  const lng = r(origin.lng) + Math.atan2(Math.sin(r(bearingDegrees)) * Math.sin(angle) * Math.cos(r(origin.lat)), Math.cos(angle) - Math.sin(r(origin.lat)) * Math.sin(lat));
  return { lat: (lat * 180) / Math.PI, lng: (lng * 180) / Math.PI };
}

describe('the place cells a radius search asks for', () => {
  const places = [
    { name: 'Tel Aviv', lat: 32.0853, lng: 34.781768 },
    { name: 'Eilat', lat: 29.55805, lng: 34.94821 },
    { name: 'Oslo', lat: 59.91273, lng: 10.74609 },
  ];
  it.each(places)('keeps every cell a point within the radius lies in, around $name', (origin) => {
    for (const radius of [2, 5, 10, 25, 50, 100]) {
      const cells = new Set(placeCellsNear(origin, radius));
      const per = Number([...cells][0]!.split(':')[0]);
      for (let bearing = 0; bearing < 360; bearing += 7.5)
        for (const share of [0.2, 0.5, 0.8, 0.95, 0.999]) {
          const point = destination(origin, radius * share, bearing);
          expect(cells.has(placeCellKey(per, point.lat, point.lng)), `${radius} km, ${bearing}°, ${share}`).toBe(true);
        }
    }
  });

  it.each(places)('leaves out the cells of the box that the circle does not reach, around $name', (origin) => {
    const angle = (10 / 6371) * (180 / Math.PI);
    const dLng = angle / Math.cos((origin.lat * Math.PI) / 180);
    const box = placeCellsCovering({ south: origin.lat - angle, north: origin.lat + angle, west: origin.lng - dLng, east: origin.lng + dLng })!;
    const near = placeCellsNear(origin, 10)!;
    expect(near.every((key) => box.includes(key))).toBe(true);
    expect(near.length).toBeLessThan(box.length);
  });

  it('takes the coarsest grid whole', () => {
    const wide = placeCellsNear({ lat: 32.0853, lng: 34.781768 }, 320)!;
    expect(wide.every((key) => key.startsWith('1:'))).toBe(true);
  });

  it('asks for no cells when the circle crosses the 180th meridian or reaches a pole: the distance alone decides', () => {
    expect(placeCellsNear({ lat: -16.8, lng: 179.95 }, 20)).toBeNull();
    expect(placeCellsNear({ lat: -16.8, lng: -179.95 }, 20)).toBeNull();
    expect(placeCellsNear({ lat: 89.95, lng: 10 }, 20)).toBeNull();
    expect(placeCellsNear({ lat: -89.95, lng: 10 }, 20)).toBeNull();
    // within a meridian's reach but not over it
    expect(placeCellsNear({ lat: -16.8, lng: 179.5 }, 20)).not.toBeNull();
  });
});
