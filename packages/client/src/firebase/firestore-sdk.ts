// The parts of the Firestore Lite SDK the kit loads on demand, by name: `import(
// 'firebase/firestore/lite')` would keep every export of the SDK in the build (a bundler cannot
// tell which of a namespace's exports the code reads), writes and transactions included, which
// rules deny clients anyway. The query modules import what they use by name, statically; code
// that loads the SDK on demand adds the export it needs here (lint holds both).
export { connectFirestoreEmulator, getDoc, getDocs, getFirestore } from 'firebase/firestore/lite';
