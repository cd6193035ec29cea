import type { DecodedIdToken } from 'firebase-admin/auth';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { msg } from '../i18n/messages.js';
import { HttpError } from '../errors.js';

export interface AuthedUser {
  uid: string;
  name: string | undefined;
  email: string | undefined;
  /** Whether the identity provider verified `email` (Google always does). */
  emailVerified: boolean;
  picture: string | undefined;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthedUser;
  }
}

/** How long a verified ID token is trusted without asking Firebase Auth again (never past its `exp`). */
export const VERIFIED_TOKEN_TTL_MS = 5 * 60_000;
/** Verified tokens remembered per instance; the least recently used go first. */
export const VERIFIED_TOKEN_CACHE_SIZE = 1000;

/**
 * Verifies `Authorization: Bearer <Firebase ID token>`; a missing or bad token is 401.
 *
 * A token that verified is remembered until it expires, for at most `VERIFIED_TOKEN_TTL_MS`, so a
 * signed-in user's next calls skip verification: in production that is the JWT signature check; under
 * the Auth emulator (which always checks revocation) a round trip to it. Only tokens that verified are
 * kept, so garbage tokens cannot fill the cache, and revoking a user still takes effect within the TTL
 * locally (production does not check revocation; a token stays valid until it expires — ADR 9).
 */
export function requireUser(verifyIdToken: (token: string) => Promise<DecodedIdToken>, now: () => number = Date.now): RequestHandler {
  const verified = new LRUCache<string, AuthedUser>({ max: VERIFIED_TOKEN_CACHE_SIZE, ttl: VERIFIED_TOKEN_TTL_MS, perf: { now } });
  const verify = async (token: string): Promise<AuthedUser> => {
    const cached = verified.get(token);
    if (cached) return cached;
    const decoded = await verifyIdToken(token);
    const user = toAuthedUser(decoded);
    const ttl = Math.min(VERIFIED_TOKEN_TTL_MS, decoded.exp * 1000 - now());
    if (ttl > 0) verified.set(token, user, { ttl });
    return user;
  };
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError('UNAUTHENTICATED', msg('auth.noToken'));
    try {
      req.user = await verify(match[1]);
    } catch {
      throw new HttpError('UNAUTHENTICATED', msg('auth.sessionInvalid'));
    }
    next();
  };
}

function toAuthedUser(decoded: DecodedIdToken): AuthedUser {
  return {
    uid: decoded.uid,
    name: typeof decoded.name === 'string' ? decoded.name : undefined,
    email: decoded.email,
    emailVerified: decoded.email !== undefined && decoded.email_verified === true,
    picture: decoded.picture,
  };
}

/**
 * Every `{uid}` path parameter and `uid`/`userId` in the body or query must be the token's uid.
 * Runs after `requireUser`.
 */
export const requireOwnUid: RequestHandler = (req, _res, next) => {
  const uid = currentUser(req).uid;
  const body: unknown = req.body;
  const claimed = [
    req.params['uid'],
    req.query['uid'],
    req.query['userId'],
    isRecord(body) ? body['uid'] : undefined,
    isRecord(body) ? body['userId'] : undefined,
  ];
  if (claimed.some((value) => value !== undefined && value !== uid)) {
    throw new HttpError('FORBIDDEN', msg('auth.forbidden'));
  }
  next();
};

export function currentUser(req: Request): AuthedUser {
  if (!req.user) throw new HttpError('UNAUTHENTICATED', msg('auth.signIn'));
  return req.user;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
