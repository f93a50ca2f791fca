import { useId } from 'react';
import { SEVERITY_LABELS, SEVERITY_VALUES, type Severity } from '../../../../common/findings';
import type { SeverityFilter as Filter } from './verificationSummary';

interface SeverityFilterProps {
  value: Filter;
  /** Findings per severity; severities without any are not offered. */
  counts: Readonly<Record<Severity, number>>;
  total: number;
  onChange: (value: Filter) => void;
}

/** Narrows the findings to one severity: a radio group, one stop of the Tab key. */
export function SeverityFilter({ value, counts, total, onChange }: SeverityFilterProps) {
  const name = useId();
  const options: { value: Filter; label: string; count: number }[] = [
    { value: 'todas', label: 'Todas', count: total },
    ...SEVERITY_VALUES.filter((severity) => counts[severity] > 0).map((severity) => ({
      value: severity,
      label: SEVERITY_LABELS[severity],
      count: counts[severity],
    })),
  ];
  return (
    <fieldset className="severity-filter">
      <legend className="severity-filter__legend">Mostrar hallazgos</legend>
      {options.map((option) => (
        <label key={option.value} className="severity-filter__option" data-severity={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label} ({option.count})
        </label>
      ))}
    </fieldset>
  );
}
