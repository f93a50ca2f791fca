export { computeFindings, RULES, verifyReport, type Verification } from './computeFindings';
export { CHAIN_YEARS, type FindingOptions } from './context';
export * from './facts';
export * from './finding';
export * from './reviews';
export { FINDING_GROUP_TITLES } from './groupTitles';
export {
  checklistRows,
  checklistSummary,
  documentChecklist,
  type ChecklistItem,
  type ChecklistRow,
  type ChecklistStatus,
} from './documentChecklist';
