export * from './callables/call-error';
export * from './callables/callable';
export * from './firebase/app';
export * from './firebase/auth';
export * from './firebase/config';
export * from './firebase/firestore';
export * from './firebase/functions';
export * from './queries/users';
