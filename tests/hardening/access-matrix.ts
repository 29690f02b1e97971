import type { CallName } from '../../contracts/calls';
import type { MatrixRow } from '../../contracts/core/access-matrix';
import { features } from '../../contracts/registry';

export type { Expected, MatrixRow } from '../../contracts/core/access-matrix';

// Every feature's rows of the access matrix (contracts/<area>/<feature>/access.ts), by call name.
export const accessMatrix: Readonly<Record<string, MatrixRow>> = Object.fromEntries(features.flatMap((f) => Object.entries(f.access as Record<string, MatrixRow>)));

export const rowOf = (name: string): MatrixRow | undefined => (Object.hasOwn(accessMatrix, name) ? accessMatrix[name as CallName] : undefined);
