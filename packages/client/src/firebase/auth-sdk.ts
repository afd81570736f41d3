// The parts of the Firebase Auth SDK the kit uses, by name. The kit loads Auth on demand, and
// `import('firebase/auth')` would keep every export of the SDK in the build (a bundler cannot
// tell which of a namespace's exports the code reads): multi-factor, TOTP, the other providers
// and persistences, 35 KB gz in all. Loading this module instead keeps what is named here.
// Add an export here before using it (lint forbids importing 'firebase/auth' at run time
// anywhere else).
export {
  EmailAuthProvider,
  GoogleAuthProvider,
  PhoneAuthProvider,
  RecaptchaVerifier,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  isSignInWithEmailLink,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  updatePassword,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
