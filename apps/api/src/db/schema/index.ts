export * from './enums';
export * from './users';
export * from './properties';
export * from './activity';
export * from './saved-searches';
export * from './contacts';
export * from './listing-reports';
