import type { App } from 'firebase-admin/app';

/** The Admin SDK app: the emulators by default, a real project only when named. */
export function connectAdmin(project: string | undefined): { app: App; where: string };
