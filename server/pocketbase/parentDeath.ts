import { spawnSync } from 'node:child_process';

const SETPRIV_ARGS = ['--pdeathsig', 'TERM', '--'];
let prefix: string[] | undefined;

/**
 * The command to put before PocketBase's so that the kernel sends it SIGTERM when the gateway
 * dies, even by kill -9, when no code of the gateway runs any more. util-linux's setpriv sets
 * PR_SET_PDEATHSIG and execs PocketBase: no extra process stays, the pid is PocketBase's, and
 * the setting survives PocketBase's own in-place restart after a backup restore. Empty where
 * setpriv is missing (not Linux): then the data directory lock ends the orphan at the next start.
 */
export function parentDeathPrefix(): string[] {
  if (!prefix) {
    const probe = spawnSync('setpriv', [...SETPRIV_ARGS, 'true'], { timeout: 5_000 });
    prefix = probe.status === 0 ? ['setpriv', ...SETPRIV_ARGS] : [];
  }
  return prefix;
}
