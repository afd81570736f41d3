import { beforeEach, describe, expect, it, vi } from 'vitest';

const initializeApp = vi.fn((options: unknown) => ({ name: '[DEFAULT]', options }));
const initializeAppCheck = vi.fn();
const ReCaptchaEnterpriseProvider = vi.fn(function (this: { siteKey: string }, siteKey: string) {
  this.siteKey = siteKey;
});

vi.mock('firebase/app', () => ({ initializeApp }));
vi.mock('firebase/app-check', () => ({ initializeAppCheck, ReCaptchaEnterpriseProvider }));

const options = { apiKey: 'key', projectId: 'fundax-prod' };

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
});

describe('firebaseApp', () => {
  it('turns App Check on, with the reCAPTCHA Enterprise site key, before anything uses the app', async () => {
    const { firebaseApp, initFirebase } = await import('./app');
    initFirebase({ options, appCheck: { siteKey: 'site-key-1' } });
    expect(initializeApp).not.toHaveBeenCalled();
    const app = await firebaseApp();
    expect(ReCaptchaEnterpriseProvider).toHaveBeenCalledWith('site-key-1');
    expect(initializeAppCheck).toHaveBeenCalledTimes(1);
    const [checked, settings] = initializeAppCheck.mock.calls[0] as unknown as [
      unknown,
      { provider: { siteKey: string }; isTokenAutoRefreshEnabled: boolean },
    ];
    expect(checked).toBe(app);
    expect(settings.provider.siteKey).toBe('site-key-1');
    expect(settings.isTokenAutoRefreshEnabled).toBe(true);
    // One app, one App Check, however often it is asked for.
    expect(await firebaseApp()).toBe(app);
    expect(initializeAppCheck).toHaveBeenCalledTimes(1);
  });

  it('loads no App Check code without a site key (local builds on the emulators)', async () => {
    const { firebaseApp, initFirebase } = await import('./app');
    initFirebase({ options });
    await firebaseApp();
    expect(initializeApp).toHaveBeenCalledWith(options);
    expect(initializeAppCheck).not.toHaveBeenCalled();
  });
});
