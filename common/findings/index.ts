export { computeFindings, RULES } from './computeFindings';
export { CHAIN_YEARS, type FindingOptions } from './context';
export * from './facts';
export * from './finding';
export * from './reviews';
export { FINDING_GROUP_TITLES } from './groupTitles';
