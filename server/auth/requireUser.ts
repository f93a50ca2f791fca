import type { RequestHandler, Response } from 'express';
import { ClientResponseError } from 'pocketbase';
import { userClient } from '../pocketbase/clients';
import { AppError } from '../http/errors';

export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  token: string;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Verifies the bearer token with PocketBase itself; the gateway holds no signing secret. */
export async function verifyUserToken(pocketbaseUrl: string, token: string): Promise<AuthenticatedUser> {
  try {
    const { record } = await userClient(pocketbaseUrl, token).collection('users').authRefresh();
    return { id: record.id, email: String(record.email ?? ''), name: String(record.name ?? ''), token };
  } catch (error) {
    if (error instanceof ClientResponseError && error.status >= 400 && error.status < 500) {
      throw new AppError('UNAUTHENTICATED', { cause: error });
    }
    throw new AppError('BACKEND_UNAVAILABLE', { cause: error });
  }
}

export function requireUser(pocketbaseUrl: string): RequestHandler {
  return async (req, res, next) => {
    const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
    if (!token) throw new AppError('UNAUTHENTICATED');
    res.locals.user = await verifyUserToken(pocketbaseUrl, token);
    next();
  };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its locals through this namespace.
  namespace Express {
    interface Locals {
      user?: AuthenticatedUser;
    }
  }
}

export function currentUser(res: Response): AuthenticatedUser {
  const { user } = res.locals;
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}
