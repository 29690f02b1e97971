import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../contracts/core/ports';

// argon2id with the OWASP minimum (19 MiB, 2 passes); ARGON2_FAST=1 lowers the cost for test runs.
export function createPasswordHasher(fast = process.env.ARGON2_FAST === '1'): PasswordHasher {
  const options = fast ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : { memoryCost: 19456, timeCost: 2, parallelism: 1 };
  return {
    hash: (password) => hash(password, { ...options, algorithm: 2 }),
    verify: (hashed, password) => verify(hashed, password),
  };
}
