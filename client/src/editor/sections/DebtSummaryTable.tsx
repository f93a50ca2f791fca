import { formatCLP } from '../../../../common/format/currency';
import type { DebtCertificate } from '../../../../common/report/schema';
import { debtSummary } from '../../../../common/report/summaries';

/** Debt by rol de avalúo with a grand total row (SPEC §2). */
export function DebtSummaryTable({ certificates }: { certificates: readonly DebtCertificate[] }) {
  const summary = debtSummary({ debt_certificates: [...certificates] });
  if (summary.rows.length === 0) return null;
  return (
    <div className="table-scroll">
      <table className="summary-table">
        <caption>Resumen de deuda por rol de avalúo</caption>
        <thead>
          <tr>
            <th scope="col">Rol de avalúo</th>
            <th scope="col" className="summary-table__amount">
              Deuda no vencida
            </th>
            <th scope="col" className="summary-table__amount">
              Deuda morosa
            </th>
            <th scope="col" className="summary-table__amount">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row) => (
            <tr key={row.rol}>
              <th scope="row">{row.rol || 'Sin rol'}</th>
              <td className="summary-table__amount">{formatCLP(row.noVencida)}</td>
              <td className="summary-table__amount">{formatCLP(row.vencida)}</td>
              <td className="summary-table__amount">{formatCLP(row.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total general</th>
            <td className="summary-table__amount">{formatCLP(summary.totals.noVencida)}</td>
            <td className="summary-table__amount">{formatCLP(summary.totals.vencida)}</td>
            <td className="summary-table__amount">{formatCLP(summary.totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
