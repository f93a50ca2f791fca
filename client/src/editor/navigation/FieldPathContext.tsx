import { createContext, useContext, type ReactNode } from 'react';
import { childPath } from './fieldPath';

/** Path of the report object whose fields are being rendered ('' at the report's root). */
const FieldPathContext = createContext('');

/** Fields rendered inside sit at `segment` of the enclosing path (a key or a list position). */
export function FieldPathScope({ segment, children }: { segment: string | number; children: ReactNode }) {
  const parent = useContext(FieldPathContext);
  return <FieldPathContext value={childPath(parent, segment)}>{children}</FieldPathContext>;
}

/** The path of the field `name` in the enclosing object; undefined when the field has no name. */
export function useFieldPath(name: string | number): string;
export function useFieldPath(name: string | number | undefined): string | undefined;
export function useFieldPath(name: string | number | undefined): string | undefined {
  const parent = useContext(FieldPathContext);
  return name === undefined ? undefined : childPath(parent, name);
}
