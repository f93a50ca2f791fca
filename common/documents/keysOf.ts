/** The own keys of a table written as an object literal, typed, in the order they were written. */
export function keysOf<T extends object>(table: T): (keyof T & string)[] {
  return Object.keys(table).filter((key): key is keyof T & string => Object.hasOwn(table, key));
}
