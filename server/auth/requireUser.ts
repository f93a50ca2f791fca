import type { RequestHandler, Response } from 'express';
import { ClientResponseError } from 'pocketbase';
import { userClient, type Caller } from '../pocketbase/clients';
import { AppError } from '../http/errors';

export interface AuthenticatedUser extends Caller {
  id: string;
  email: string;
  name: string;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Verifies the bearer token with PocketBase itself; the gateway holds no signing secret. A rate
 * limit is not an expired session: it stays a 429.
 */
export async function verifyUserToken(pocketbaseUrl: string, caller: Caller): Promise<AuthenticatedUser> {
  try {
    const { record } = await userClient(pocketbaseUrl, caller).collection('users').authRefresh();
    return { id: record.id, email: String(record.email ?? ''), name: String(record.name ?? ''), ...caller };
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 429) {
      throw new AppError('BACKEND_RATE_LIMITED', { cause: error });
    }
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
    // req.ip: the caller's address, through a trusted loopback reverse proxy if there is one.
    res.locals.user = await verifyUserToken(pocketbaseUrl, { token, address: req.ip });
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
