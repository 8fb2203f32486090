import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { fail } from '../errors.js';
import type { LiveMatch } from '../match.js';
import type { StoredSeat } from '../store.js';

// Seat credentials: 32 random bytes, given to the player once; only their SHA-256 is stored, so
// a copy of the database lets nobody act for a seat.

/** A new secret credential (43 characters of base64url). */
export function newCredential(): string {
  return randomBytes(32).toString('base64url');
}

/** The hash stored for a credential (hex SHA-256). */
export function credentialHash(credential: string): string {
  return createHash('sha256').update(credential, 'utf8').digest('hex');
}

/** Whether `credential` is the one whose hash is `stored`, compared in constant time. */
export function credentialMatches(credential: string, stored: string | null): boolean {
  if (stored === null) return false;
  const given = Buffer.from(credentialHash(credential), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The seat `seat` of `match` if `credential` is its own; else `NO_SUCH_SEAT` or `BAD_CREDENTIAL`. */
export function authenticate(match: LiveMatch, seat: number, credential: string): StoredSeat {
  const stored = match.seats[seat];
  if (stored === undefined) fail('NO_SUCH_SEAT', `no seat ${seat}`);
  if (!credentialMatches(credential, stored.credentialHash)) {
    fail('BAD_CREDENTIAL', `not the credential of seat ${seat}`, { field: 'credential' });
  }
  return stored;
}

/** A new match id: 16 random bytes, base64url (unguessable, so a link is an invitation). */
export function newMatchId(): string {
  return randomBytes(16).toString('base64url');
}

/** A new seed for a match's dice: 32 random bytes, hex. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}
