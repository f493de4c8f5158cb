import argon2 from 'argon2';

/**
 * Password hashing with argon2id (library defaults: 64 MiB, 3 passes, 4 lanes), stored as the PHC
 * string that carries its own parameters and salt.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// A hash of a random value, checked when no account matches so that a missing e-mail takes as
// long as a wrong password and the reply time tells nothing.
let decoyHash: Promise<string> | undefined;

/**
 * True when `password` matches `hash`. With a null hash the check still runs against a decoy and
 * answers false. A malformed stored hash answers false.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword(`decoy-${String(Math.random())}`);
  const target = hash ?? (await decoyHash);
  try {
    const matches = await argon2.verify(target, password);
    return hash !== null && matches;
  } catch {
    return false;
  }
}
