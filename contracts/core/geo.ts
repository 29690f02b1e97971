import { z } from 'zod';

// A coordinate to 7 decimals (about a centimetre): finer digits say nothing a map can show, and a
// value near zero (1e-320) underflows the database's distance arithmetic.
export const roundCoordinate = (value: number): number => Math.round(value * 1e7) / 1e7 || 0;

type NumberParams = Parameters<typeof z.number>[0];
export const latitudeSchema = (params?: NumberParams) => z.number(params).min(-90).max(90).overwrite(roundCoordinate);
export const longitudeSchema = (params?: NumberParams) => z.number(params).min(-180).max(180).overwrite(roundCoordinate);
