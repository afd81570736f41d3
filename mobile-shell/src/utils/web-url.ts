/** Where the web site is (event pages, the full portal), when the build names it. */
export function webUrl(
  path: string,
  env: Record<string, unknown> = import.meta.env,
): string | null {
  const base = env.VITE_WEB_URL;
  return typeof base === 'string' && /^https?:\/\//.test(base)
    ? `${base.replace(/\/$/, '')}${path}`
    : null;
}
