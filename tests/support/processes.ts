import { readdirSync, readFileSync } from 'node:fs';

/** Live (not zombie) PocketBase processes serving `dataDir`, from Linux's /proc. */
export function pocketBasesServing(dataDir: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      if (state !== 'Z' && args.includes('serve') && args.includes(`--dir=${dataDir}`))
        pids.push(Number(name));
    } catch {
      // Gone while being read.
    }
  }
  return pids;
}

/** Polls `check` until it returns true; throws after `ms`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  ms: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
