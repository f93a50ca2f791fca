export * from './defaults';
export * from './schema';
