import { debtCertificateList } from '../../../../common/documents/types/deudaTgr';
import { formatAmount } from '../../../../common/format/currency';
import type { DebtCertificate } from '../../../../common/report/schema';
import { debtSummary, type DebtAmounts } from '../../../../common/report/summaries';

const COLUMN_KEYS = ['noVencida', 'vencida', 'total'] as const satisfies readonly (keyof DebtAmounts)[];

const DEBT_FIELDS = debtCertificateList.fields;

const COLUMNS = {
  noVencida: DEBT_FIELDS.total_deuda_no_vencida_liquidada.label,
  vencida: DEBT_FIELDS.total_deuda_vencida_liquidada.label,
  total: 'Total',
} as const satisfies Record<(typeof COLUMN_KEYS)[number], string>;

function AmountCells({ amounts }: { amounts: DebtAmounts }) {
  return (
    <>
      {COLUMN_KEYS.map((column) => (
        // The label heads the value when the table reflows into cards on a phone.
        <td key={column} className="summary-table__amount" data-label={COLUMNS[column]}>
          {formatAmount(amounts[column])}
        </td>
      ))}
    </>
  );
}

/** Debt by rol de avalúo with a grand total row (SPEC §2); on a phone each rol is one card. */
export function DebtSummaryTable({ certificates }: { certificates: readonly DebtCertificate[] }) {
  const summary = debtSummary({ debt_certificates: [...certificates] });
  if (summary.rows.length === 0) return null;
  return (
    <div className="table-scroll">
      <table className="summary-table summary-table--stacking">
        <caption>Resumen de deuda por rol de avalúo</caption>
        <thead>
          <tr>
            <th scope="col">{DEBT_FIELDS.rol_avaluo.label}</th>
            {COLUMN_KEYS.map((column) => (
              <th key={column} scope="col" className="summary-table__amount">
                {COLUMNS[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row) => (
            <tr key={row.rol}>
              <th scope="row" data-label={DEBT_FIELDS.rol_avaluo.label}>
                {row.rol || 'Sin rol'}
              </th>
              <AmountCells amounts={row} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total general</th>
            <AmountCells amounts={summary.totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
