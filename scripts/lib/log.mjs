// Minimal, dependency-free console output for the scripts.
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);
export const bold = paint('1');
export const green = paint('32');
export const red = paint('31');
export const dim = paint('2');

export const step = (text) => console.log(`${bold('==>')} ${text}`);
export const info = (text) => console.log(`    ${text}`);

/** An error whose message is meant for a person; the scripts print it without a stack. */
export class SetupError extends Error {}

/** Run main(); print SetupErrors plainly and exit non-zero on any failure. */
export function runMain(main) {
  main().catch((error) => {
    if (error instanceof SetupError) console.error(`\n${red('error:')} ${error.message}\n`);
    else console.error(error);
    process.exit(1);
  });
}
