// Every deployed function. Callable exports are named exactly as their contract in
// @fundax/core's registry (a test checks the two lists match).
export { whoami } from './account/whoami';
