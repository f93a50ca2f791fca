import { useId, useState } from 'react';
import { DisclosureButton } from '../../components/DisclosureButton';
import { DOCUMENT_TYPES } from '../../../../common/documents/documentTypes';
import {
  FINDING_GROUP_TITLES,
  findingKey,
  type FindingCard,
  type FindingReview,
} from '../../../../common/findings';
import { FindingItem } from './FindingItem';

interface FindingGroupItemProps {
  card: FindingCard;
  reviews: ReadonlyMap<string, FindingReview>;
  onReveal: (paths: readonly string[]) => void;
  pendingIn: (paths: readonly string[]) => string[];
  onMark: (key: string, comment: string) => void;
  onUnmark: (key: string) => void;
}

/**
 * Several findings of one kind as one card, e.g. 'Certificados vencidos (7)', naming the
 * documents involved; opened, it shows each finding with its link and its *revisado* mark.
 */
export function FindingGroupItem({
  card,
  reviews,
  onReveal,
  pendingIn,
  onMark,
  onUnmark,
}: FindingGroupItemProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const reviewed = card.findings.filter((finding) => reviews.has(findingKey(finding))).length;
  const documents = [
    ...new Set(
      card.findings.flatMap((finding) => (finding.doc ? [DOCUMENT_TYPES[finding.doc].shortLabel] : [])),
    ),
  ];
  return (
    <li className="finding finding--group" data-reviewed={reviewed === card.findings.length}>
      <DisclosureButton
        className="finding__group-toggle"
        open={open}
        controls={listId}
        onToggle={() => setOpen((current) => !current)}
      >
        <span className="finding__group-title">
          {FINDING_GROUP_TITLES[card.code]} ({card.findings.length})
        </span>
        {reviewed > 0 && (
          <span className="finding__group-reviewed">
            {reviewed === 1 ? '1 revisado' : `${reviewed} revisados`}
          </span>
        )}
      </DisclosureButton>
      {documents.length > 0 && <p className="finding__doc">Documentos: {documents.join(' · ')}</p>}
      <ul id={listId} className="finding-group__list" hidden={!open}>
        {card.findings.map((finding, index) => {
          const key = findingKey(finding);
          return (
            <FindingItem
              // The key alone may repeat when a rule reports the same fields twice.
              key={`${key}#${index}`}
              finding={finding}
              review={reviews.get(key)}
              onReveal={onReveal}
              pendingIn={pendingIn}
              onMark={(comment) => onMark(key, comment)}
              onUnmark={() => onUnmark(key)}
            />
          );
        })}
      </ul>
    </li>
  );
}
