export * from './documentTypes';
export * from './reportLists';
export { listVerificationUrl } from './verification';
