/** Two picks of the same file on disk: same name, size and modification time (SPEC §5). */
export function fileIdentity(file: File): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
}

export interface SelectionResult {
  files: File[];
  /** Names of the files left out because they were already selected. */
  duplicates: string[];
}

/** Adds `incoming` to `current`, skipping files already selected (or repeated within `incoming`). */
export function addToSelection(current: readonly File[], incoming: readonly File[]): SelectionResult {
  const seen = new Set(current.map(fileIdentity));
  const files = [...current];
  const duplicates: string[] = [];
  for (const file of incoming) {
    const identity = fileIdentity(file);
    if (seen.has(identity)) {
      duplicates.push(file.name);
    } else {
      seen.add(identity);
      files.push(file);
    }
  }
  return { files, duplicates };
}
