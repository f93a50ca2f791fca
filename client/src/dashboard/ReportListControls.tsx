import { useId } from 'react';
import { keysOf } from '../../../common/documents/keysOf';
import type { ReportSort } from './reportList';

export const SORT_LABELS = {
  newest: 'Más recientes primero',
  oldest: 'Más antiguos primero',
  name: 'Nombre (A–Z)',
  nameDesc: 'Nombre (Z–A)',
} as const satisfies Record<ReportSort, string>;

const SORTS: readonly ReportSort[] = keysOf(SORT_LABELS);

interface ReportListControlsProps {
  search: string;
  onSearchChange: (search: string) => void;
  sort: ReportSort;
  onSortChange: (sort: ReportSort) => void;
}

/** Search (any word of the property, rol, owner, RUT, name or status) and sort of the list. */
export function ReportListControls({ search, onSearchChange, sort, onSortChange }: ReportListControlsProps) {
  const id = useId();
  return (
    <div className="report-list-controls" role="search">
      <div className="report-list-controls__search">
        <label htmlFor={`${id}-search`} className="field__label">
          Buscar reportes
        </label>
        <div className="report-list-controls__search-row">
          <input
            id={`${id}-search`}
            type="search"
            className="field__input"
            value={search}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            onChange={(event) => onSearchChange(event.target.value)}
          />
          {search && (
            <button
              type="button"
              className="button button--secondary report-list-controls__clear"
              onClick={() => onSearchChange('')}
            >
              Limpiar búsqueda
            </button>
          )}
        </div>
        <p id={`${id}-hint`} className="field__hint">
          Dirección, comuna, rol, propietario, RUT, nombre del reporte o estado.
        </p>
      </div>
      <div className="report-list-controls__sort">
        <label htmlFor={`${id}-sort`} className="field__label">
          Ordenar por
        </label>
        <select
          id={`${id}-sort`}
          className="field__input"
          value={sort}
          onChange={(event) => {
            const chosen = SORTS.find((candidate) => candidate === event.target.value);
            if (chosen) onSortChange(chosen);
          }}
        >
          {SORTS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
