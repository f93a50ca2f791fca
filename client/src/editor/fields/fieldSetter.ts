/** `set('fojas')` gives the change handler of one field of `value`. */
export function fieldSetter<T extends object>(value: T, onChange: (value: T) => void) {
  return <K extends keyof T>(key: K) =>
    (fieldValue: T[K]) =>
      onChange({ ...value, [key]: fieldValue });
}
