import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash, which makes GPU guessing costly.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, o: typeof PARAMS): Promise<Buffer> {
  const options: ScryptOptions = { ...o, maxmem: 128 * o.N * o.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Stored as scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later. */
const encoded = (salt: Buffer, key: Buffer) =>
  ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encoded(salt, await derive(password, salt, PARAMS));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Verified against when the username is unknown, so both failures take the same time: a random salt
 * and key with the current parameters. No password needs to derive it (a hash at module load held
 * up every start by one scrypt, 90-105 ms here).
 */
export const DUMMY_HASH = encoded(randomBytes(16), randomBytes(KEY_LENGTH));
