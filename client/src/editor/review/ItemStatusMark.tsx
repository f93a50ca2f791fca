import { FieldStatusMark } from './FieldStatusMark';
import { useFieldReviewMark } from './fieldReviewContext';

/** The status mark of a value made of several fields: a lien, an owner, a list of sellers. */
export function ItemStatusMark({ path, label }: { path: string | undefined; label: string }) {
  const mark = useFieldReviewMark(path);
  return mark ? <FieldStatusMark mark={mark} label={label} /> : null;
}
