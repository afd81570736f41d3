// Finds a JDK 21+ for the Java-based emulators (firebase-tools 15 refuses older ones).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { SetupError } from './log.mjs';

export const MIN_JAVA = 21;

const JVM_DIRS = ['/usr/lib/jvm', '/usr/java', '/Library/Java/JavaVirtualMachines', '/opt/java'];

/** Major version of the `java` in javaHome, or 0 when it is not a working JDK/JRE. */
export function javaMajor(javaHome) {
  const java = path.join(javaHome, 'bin', 'java');
  if (!existsSync(java)) return 0;
  return parseJavaVersion(javaOutput(java, ['-version']));
}

/** `java -version` prints to stderr; read both streams. Empty when java cannot run. */
function javaOutput(java, args) {
  const result = spawnSync(java, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return `${result.stdout ?? ''}${result.stderr ?? ''}`;
}

export function parseJavaVersion(text) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8.0" means Java 8
}

function candidatesIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const home = path.join(dir, name);
    return [home, path.join(home, 'Contents', 'Home')]; // macOS bundles keep the JDK one level down
  });
}

/**
 * JAVA_HOME first (if it is 21+), then the newest 21+ JDK in the system's JVM directories,
 * then whatever `java` is on PATH.
 */
export function findJava() {
  const fromEnv = process.env.JAVA_HOME;
  if (fromEnv && javaMajor(fromEnv) >= MIN_JAVA) return { home: fromEnv, major: javaMajor(fromEnv) };
  const found = JVM_DIRS.flatMap(candidatesIn)
    .map((home) => ({ home, major: javaMajor(home) }))
    .filter((jdk) => jdk.major >= MIN_JAVA)
    .sort((a, b) => b.major - a.major);
  if (found[0]) return found[0];
  const onPath = javaOutput('java', ['-XshowSettings:properties', '-version']);
  const pathHome = /java\.home = (.+)/.exec(onPath)?.[1]?.trim();
  if (pathHome && parseJavaVersion(onPath) >= MIN_JAVA) return { home: pathHome, major: parseJavaVersion(onPath) };
  throw new SetupError(
    [
      `The Firestore and Pub/Sub emulators need Java ${MIN_JAVA} or newer, and none was found`,
      `(looked at JAVA_HOME${fromEnv ? ` = ${fromEnv}` : ''}, ${JVM_DIRS.join(', ')} and the java on PATH).`,
      'Install a JDK 21+, for example:',
      '  Debian/Ubuntu: sudo apt-get install openjdk-21-jdk-headless  (or Temurin 21+ from adoptium.net)',
      '  macOS:         brew install openjdk@21',
      'or point JAVA_HOME at an installed JDK 21+.',
    ].join('\n'),
  );
}
