export { computeFindings, RULES } from './computeFindings';
export {
  CHAIN_YEARS,
  DEFAULT_CERTIFICATE_MAX_AGE_DAYS,
  type DatedCertificate,
  type FindingOptions,
} from './context';
export * from './facts';
export * from './finding';
export * from './reviews';
export { DOCUMENT_SHORT_LABELS } from './documentLabels';
export { FINDING_GROUP_TITLES } from './groupTitles';
