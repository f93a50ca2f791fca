// The outer size limits of a report's `output` (common/report/limits.json, the one definition
// shared with the report schema): no text over `longText` characters, no list over `listItems`
// items, the whole under `reportChars`. The editor checks each field's own limit before saving and
// names it; this refuses what reaches the API past it, so no report too large to render is stored.
// A plain module (not *.pb.js): hook handlers run in isolated contexts and require it.

const LIMIT_CODE = 'validation_report_limit';

// Chilean thousands dots, as the rest of the product writes counts (20.000).
function count(value) {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function describe(path) {
  return path.length === 0 ? 'el reporte' : `«${path.join('.')}»`;
}

function firstExcess(value, path, limits) {
  if (typeof value === 'string') {
    return value.length > limits.longText
      ? `${describe(path)} admite hasta ${count(limits.longText)} caracteres`
      : null;
  }
  if (Array.isArray(value)) {
    if (value.length > limits.listItems)
      return `${describe(path)} admite hasta ${count(limits.listItems)} elementos`;
    for (let index = 0; index < value.length; index++) {
      const excess = firstExcess(value[index], path.concat(index), limits);
      if (excess) return excess;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const excess = firstExcess(value[key], path.concat(key), limits);
      if (excess) return excess;
    }
  }
  return null;
}

/**
 * Throws a Spanish 400 when a request sends an `output` over the report limits. The body is read
 * from the request, not the record: new_reports keeps `output` in report_bodies
 * (pb_hooks/reportBodies.pb.js), so the record itself has no such field.
 */
function refuseOversizedOutput(output) {
  if (output === undefined || output === null || output === '') return;
  const limits = require(`${__hooks}/../common/report/limits.json`);
  const raw = typeof output === 'string' ? output : JSON.stringify(output);
  const excess =
    raw.length > limits.reportChars
      ? `el reporte admite hasta ${count(limits.reportChars)} caracteres en total`
      : firstExcess(typeof output === 'string' ? JSON.parse(raw) : output, [], limits);
  if (!excess) return;
  const message = `El reporte es demasiado grande para guardarlo: ${excess}.`;
  throw new BadRequestError(message, { output: new ValidationError(LIMIT_CODE, message) });
}

module.exports = { refuseOversizedOutput };
