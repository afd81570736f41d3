import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { AS_BUILT_ENV } from './app-build';
import {
  type ResultsSection,
  appendResults,
  chromiumVersion,
  markdownTable,
  parseBrowserVersion,
} from './results-file';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-results-'));
  dirs.push(dir);
  return path.join(dir, 'RESULTS.md');
};
afterEach(() => {
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const section: ResultsSection = {
  title: 'Bundle: first-load JavaScript per route',
  command: 'npm run bench -- bundle',
  startedAt: new Date('2026-11-24T13:05:00Z'),
  before: { cpus: 2, cpuModel: 'Test CPU', load: [3.12, 2.99, 1.56] },
  after: { cpus: 2, cpuModel: 'Test CPU', load: [3.5, 3.01, 1.7] },
  body: markdownTable([{ route: 'web /', 'JS KB gz': 176.8, verdict: 'MISSES 110 KB goal' }]),
};

describe('bench/RESULTS.md', () => {
  it('files nothing when the apps were measured as last built (--no-build), and says so', () => {
    const file = tempFile();
    writeFileSync(file, '# Benchmark results\n');
    vi.stubEnv(AS_BUILT_ENV, '1');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(appendResults(section, file)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('# Benchmark results\n');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Not appended'));
  });

  it('says whether it appended', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(appendResults(section, tempFile())).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Appended to bench/RESULTS.md'));
  });

  it('is created when missing, with a dated section saying the machine and its load', () => {
    const file = tempFile();
    appendResults(section, file);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^# Benchmark results\n/);
    expect(text).toContain('## 2026-11-24 13:05 UTC · Bundle: first-load JavaScript per route');
    expect(text).toContain('Machine: 2 CPUs (Test CPU); load average (1 / 5 / 15 min) 3.12 / 2.99 / 1.56 at the start, 3.50 / 3.01 / 1.70 at the end.');
    expect(text).toContain('| route | JS KB gz | verdict |\n|---|---|---|\n| web / | 176.8 | MISSES 110 KB goal |');
  });

  it('keeps whatever the file already holds and appends after it', () => {
    const file = tempFile();
    const history = '# Benchmark results\n\n## Historical figures\n\nweb / 176.8 KB (no newline at the end)';
    writeFileSync(file, history);
    appendResults(section, file);
    appendResults({ ...section, title: 'Second run' }, file);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith(`${history}\n\n## 2026-11-24 13:05 UTC · Bundle`)).toBe(true);
    expect(text.indexOf('· Bundle')).toBeLessThan(text.indexOf('· Second run'));
    expect(text.match(/^# Benchmark results/gm)).toHaveLength(1);
  });

  it('names the browser a section timed, after the machine', () => {
    const file = tempFile();
    appendResults({ ...section, browser: 'Chromium 150.0.7871.100' }, file);
    expect(readFileSync(file, 'utf8')).toContain(
      'at the start, 3.50 / 3.01 / 1.70 at the end. Browser: Chromium 150.0.7871.100.\n',
    );
  });
});

describe('the browser version', () => {
  it("reads the name and full version from the browser's --version", () => {
    expect(parseBrowserVersion('Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)\n')).toBe(
      'Chromium 150.0.7871.100',
    );
    expect(parseBrowserVersion('Google Chrome 156.0.7600.4 \n')).toBe('Google Chrome 156.0.7600.4');
    expect(parseBrowserVersion('')).toBe('unknown');
    expect(parseBrowserVersion('no such browser')).toBe('unknown');
  });

  it('is "unknown" when the browser cannot be run', () => {
    expect(chromiumVersion('/nonexistent/chromium')).toBe('unknown');
  });

  it('reads only stdout, whatever a wrapper script prints to stderr', () => {
    const dir = path.dirname(tempFile());
    const wrapper = path.join(dir, 'chromium');
    writeFileSync(
      wrapper,
      '#!/bin/sh\necho "/usr/bin/chromium: 9: [: 1: unexpected operator" >&2\necho "Chromium 150.0.7871.100 built on Debian"\n',
      { mode: 0o755 },
    );
    expect(chromiumVersion(wrapper)).toBe('Chromium 150.0.7871.100');
  });
});
