export * from './comunas';
export * from './conservadores';
export * from './estadoCivil';
export * from './expropriation';
export * from './maritalRegime';
export { comparisonKey, foldAccents } from './comparisonKey';
export * from './lienKinds';
export * from './siiDestinations';
export * from './personNames';
