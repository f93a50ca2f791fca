import type { ReportVersion } from '../../../../common/record/versions';
import { changeLabel, valueText } from './versionText';

/** The fields one version changed, each with its old and new value and the engine's reading. */
export function VersionChanges({ version }: { version: ReportVersion }) {
  if (version.changes.length === 0) return <p className="history__none">Sin cambios en los campos.</p>;
  return (
    <ul className="history__changes">
      {version.changes.map((change) => (
        <li key={change.path}>
          <span className="history__field">{changeLabel(change)}</span>:{' '}
          <span className="history__before">{valueText(change, change.before)}</span> →{' '}
          <span className="history__after">{valueText(change, change.after)}</span>
          {change.engine !== undefined && (
            <span className="history__engine"> (valor del motor: {valueText(change, change.engine)})</span>
          )}
        </li>
      ))}
      {version.moreChanges > 0 && <li>… y {version.moreChanges} cambios más.</li>}
    </ul>
  );
}
