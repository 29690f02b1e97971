// A log position is one number: the engine's (major, minor) pair packed as major·2^64 + minor.
// PostgreSQL: (transaction id, global position); EventStoreDB: (commit, prepare).
// It travels as a decimal string because it does not fit a JSON number, and it compares as a bigint.
export type Position = string;

const SHIFT = 64n;
const MASK = (1n << SHIFT) - 1n;

export const START: Position = '0';

export const encodePosition = (major: bigint, minor: bigint): Position =>
  ((major << SHIFT) | (minor & MASK)).toString();

export const decodePosition = (position: Position): { major: bigint; minor: bigint } => {
  const value = BigInt(position);
  return { major: value >> SHIFT, minor: value & MASK };
};

export const comparePositions = (a: Position, b: Position): number => {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

export const maxPosition = (a: Position, b: Position): Position => (comparePositions(a, b) >= 0 ? a : b);
