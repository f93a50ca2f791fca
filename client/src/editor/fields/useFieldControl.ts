import { useId } from 'react';
import { useField } from '../navigation/FieldPathContext';
import { useStatusDescribedBy } from '../review/fieldReviewContext';

/**
 * What an editor field's control carries, whatever its kind: the id its label points at, the
 * report path (`data-path`, which links from findings lead to), its status text and whether the
 * field is required (SPEC §5).
 */
export function useFieldControl(name: string | undefined) {
  const id = useId();
  const { path, required } = useField(name);
  const describedBy = useStatusDescribedBy(path, id);
  return {
    id,
    path,
    required,
    controlProps: {
      id,
      'data-path': path,
      'aria-describedby': describedBy,
      className: 'editor-field__input',
      'aria-required': required || undefined,
    },
  };
}
