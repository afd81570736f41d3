// The client kit. Firebase modules are imported lazily inside the functions that need them, so
// importing from here costs an app no Firebase code until a page actually calls something.
// Lazy feature slices (nearby/nearby-slice) and the test helper (testing/) are imported by path.
export * from './auth/email-link';
export * from './auth/google';
export * from './auth/identity-failure';
export * from './auth/password';
export * from './auth/phone';
export * from './auth/sign-out';
export * from './callables/call-error';
export * from './callables/callable';
export * from './callables/callable-thunk';
export * from './callables/callable-thunks';
export * from './firebase/app';
export * from './firebase/auth';
export * from './firebase/config';
export * from './firebase/firestore';
export * from './firebase/functions';
export * from './guards/redirect-signed-in';
export * from './guards/require-sign-in';
export * from './guards/safe-from';
export * from './hooks/use-google-sign-in';
export * from './hooks/use-thunk';
export * from './queries/index';
export * from './session/account';
export * from './session/admin-slice';
export * from './session/load-account';
export * from './session/session-events';
export * from './session/session-slice';
export * from './session/start-session';
export * from './session/user-slice';
export * from './store/app-thunk';
export * from './store/hooks';
export * from './store/make-store';
export * from './store/root-reducer';
export * from './uploads/upload-file';
