export * from './callables/define';
export * from './callables/registry';
export * from './callables/whoami';
export * from './constants';
export * from './errors/callable-codes';
export * from './errors/fundax-error';
