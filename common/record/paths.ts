/*
 * Output paths, the keys of provenance and of review marks: `gp_certificates[0].gravamenes[1].fojas`
 * (SPEC §3 field names, list indices in brackets), as the engine, the findings' refs and the
 * editor write them.
 */

const NAME = '[a-z_][a-z0-9_]*';
const PATH = new RegExp(`^${NAME}(\\[\\d+\\])*(\\.${NAME}(\\[\\d+\\])*)*$`);
const SEGMENT = new RegExp(`${NAME}|\\[\\d+\\]`, 'g');

/** `a[0].b` → `['a', 0, 'b']`; null for anything that is not a well-formed path. */
export function parsePath(path: string): (string | number)[] | null {
  if (!PATH.test(path)) return null;
  return (path.match(SEGMENT) ?? []).map((part) => (part.startsWith('[') ? Number(part.slice(1, -1)) : part));
}

/**
 * The path itself, then each enclosing path up to the report's list: the nearest one that holds
 * something (a provenance, a shown field) wins.
 */
export function pathAndAncestors(path: string): string[] {
  const segments = path.match(/\[\d+\]|\.?[^.[\]]+/g) ?? [];
  const paths: string[] = [];
  let current = '';
  for (const segment of segments) {
    current += segment;
    paths.unshift(current);
  }
  return paths;
}

export function isOutputPath(path: string): boolean {
  return parsePath(path) !== null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAtParts(root: unknown, parts: readonly (string | number)[]): unknown {
  let current: unknown = root;
  for (const part of parts) {
    if (typeof part === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[part];
    } else {
      if (!isRecord(current)) return undefined;
      current = current[part];
    }
  }
  return current;
}

/** The value at `path`, or undefined when the path does not exist in `root`. */
export function valueAt(root: unknown, path: string): unknown {
  const parts = parsePath(path);
  return parts ? valueAtParts(root, parts) : undefined;
}

/** Sets the value at `path` inside `root` (a copy the caller owns); a path not there is left alone. */
export function setValueAt(root: unknown, path: string, value: unknown): void {
  const parts = parsePath(path);
  const last = parts?.pop();
  if (!parts || last === undefined) return;
  const holder = valueAtParts(root, parts);
  if (Array.isArray(holder) && typeof last === 'number') holder[last] = value;
  else if (isRecord(holder) && typeof last === 'string') holder[last] = value;
}

export function isWithin(path: string, prefix: string): boolean {
  return (
    path === prefix ||
    (path.startsWith(prefix) && (path[prefix.length] === '.' || path[prefix.length] === '['))
  );
}

/** JSON equality of two values read from the report. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The given paths whose value differs between two versions of the report. */
export function changedPaths(before: unknown, after: unknown, paths: Iterable<string>): string[] {
  return [...new Set(paths)].filter((path) => !sameValue(valueAt(before, path), valueAt(after, path)));
}
