import type { Auth } from 'firebase-admin/auth';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpError } from './errors.js';

export interface AuthedUser {
  uid: string;
  name: string | undefined;
  email: string | undefined;
  picture: string | undefined;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthedUser;
  }
}

/** Verifies `Authorization: Bearer <Firebase ID token>`; a missing or bad token is 401. */
export function requireUser(auth: Auth): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError('UNAUTHENTICATED', 'Sign in to continue: the request has no ID token.');
    try {
      const decoded = await auth.verifyIdToken(match[1]);
      req.user = {
        uid: decoded.uid,
        name: typeof decoded.name === 'string' ? decoded.name : undefined,
        email: decoded.email,
        picture: decoded.picture,
      };
    } catch {
      throw new HttpError('UNAUTHENTICATED', 'Your session is invalid or has expired. Please sign in again.');
    }
    next();
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
    throw new HttpError('FORBIDDEN', 'You can only access your own account.');
  }
  next();
};

export function currentUser(req: Request): AuthedUser {
  if (!req.user) throw new HttpError('UNAUTHENTICATED', 'Sign in to continue.');
  return req.user;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
