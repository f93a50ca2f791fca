import type PocketBase from 'pocketbase';
import { createContext, useContext } from 'react';
import { pb } from './pocketbase';

// Defaults to the app-wide client; tests provide their own instance through this context.
export const PocketBaseContext = createContext<PocketBase>(pb);

export function usePocketBase(): PocketBase {
  return useContext(PocketBaseContext);
}
