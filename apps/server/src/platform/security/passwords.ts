import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP's minimum cost (19 MiB, t=2, p=1).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a throwaway password: verifying against it for an unknown account costs
// the same as for a real one, so response time does not reveal which accounts exist.
let decoy: Promise<string> | undefined;

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) {
    decoy ??= hash('decoy password that matches nothing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}
