export function step(text: string): void;
export function info(text: string): void;
/** An error whose message is meant for a person; the scripts print it without a stack. */
export class SetupError extends Error {}
/** Run main(); print SetupErrors plainly and exit non-zero on any failure. */
export function runMain(main: () => Promise<void>): void;
