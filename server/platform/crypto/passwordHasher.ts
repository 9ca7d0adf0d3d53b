/**
 * Password hashing with argon2id (@node-rs/argon2). The cost follows OWASP's recommendation
 * (19 MiB, 2 passes); tests pass a cheaper cost so the suite stays fast on two cores.
 *
 * `verifyNothing` hashes against a dummy so that an unknown username takes as long as a wrong
 * password: sign-in must not tell which usernames exist.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/** `Algorithm.Argon2id`; the package's const enum cannot be read under verbatimModuleSyntax. */
const ARGON2ID = 2 as Algorithm;

export const PRODUCTION_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string | null | undefined, password: string): Promise<boolean>;
}

export function createPasswordHasher(cost: PasswordHashCost = PRODUCTION_HASH_COST): PasswordHasher {
  const options = { algorithm: ARGON2ID, parallelism: 1, ...cost };
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= hash('no user has this password', options));

  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      if (!passwordHash) {
        await verify(await dummyHash(), password).catch(() => false);
        return false;
      }
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}
