export * from './addon-state';
export * from './banners';
export * from './calendar-date';
export * from './links';
export * from './permissions';
