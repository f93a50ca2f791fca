/*
 * A prose value cut inside its brackets ("prolongación de calle Los Canelos (Plan Regulador"):
 * the words after the bracket's opening were lost with its close, so the value is incomplete.
 * A close without its opening ("a) de no gravar", an item's letter) is no sign of it.
 */

/** True when the value opens a bracket it never closes. */
export function bracketLeftOpen(value: string): boolean {
  const count = (pattern: RegExp) => [...value.matchAll(pattern)].length;
  return count(/\(/g) > count(/\)/g) || count(/\[/g) > count(/\]/g);
}
