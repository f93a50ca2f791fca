import { createContext, useContext, type ReactNode } from 'react';
import { isRequiredField } from '../../../../common/report/requiredFields';
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

/** A named field's path and whether SPEC §5 marks it required (one list, common/report/requiredFields). */
export function useField(name: string | undefined): { path: string | undefined; required: boolean } {
  const path = useFieldPath(name);
  return { path, required: path !== undefined && isRequiredField(path) };
}
